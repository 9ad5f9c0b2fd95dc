/**
 * A WebAuthn authenticator in software (ES256 key, attestation "none"), to exercise the
 * server's registration and assertion checks without a browser: it builds exactly the
 * bytes a real authenticator signs (WebAuthn §6.1 authenticator data, §6.5 attestation).
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;

export function createSoftwareAuthenticator(options: {
  origin: string;
  rpId: string;
  /** The model it claims (a UUID); none: all zeros, as an authenticator that does not say. */
  aaguid?: string;
}) {
  const credentialId = randomBytes(32);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  let signCount = 0;

  const id = credentialId.toString('base64url');

  function authenticatorData(flags: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(signCount);
    return Buffer.concat([
      createHash('sha256').update(options.rpId).digest(),
      Buffer.from([flags]),
      counter,
      ...(attested ? [attested] : []),
    ]);
  }

  function clientData(type: string, challenge: string, origin = options.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  return {
    id,
    /** Answers navigator.credentials.create() for `challenge`, as PublicKeyCredential.toJSON(). */
    /** `userVerified: false`: an authenticator that only tested presence. */
    register(challenge: string, overrides: { origin?: string; userVerified?: boolean } = {}) {
      // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const aaguid = options.aaguid
        ? Buffer.from(options.aaguid.replaceAll('-', ''), 'hex')
        : Buffer.alloc(16);
      const attested = Buffer.concat([aaguid, idLength, credentialId, coseKey]);
      const verified = overrides.userVerified === false ? 0 : FLAG_USER_VERIFIED;
      const flags = FLAG_USER_PRESENT | verified | FLAG_ATTESTED_CREDENTIAL;
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authenticatorData(flags, attested)],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: clientData('webauthn.create', challenge, overrides.origin).toString(
            'base64url',
          ),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['usb'],
        },
        clientExtensionResults: {},
      };
    },
    /**
     * Answers navigator.credentials.get() for `challenge`; `forge` signs other bytes.
     * `userHandle`: as a discoverable credential answers (the handle it was registered with).
     */
    assert(
      challenge: string,
      overrides: { forge?: boolean; keepCounter?: boolean; userHandle?: string } = {},
    ) {
      if (!overrides.keepCounter) signCount += 1;
      const data = authenticatorData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
      const client = clientData('webauthn.get', challenge);
      const signed = Buffer.concat([data, createHash('sha256').update(client).digest()]);
      const signature = sign('sha256', overrides.forge ? randomBytes(64) : signed, privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: client.toString('base64url'),
          authenticatorData: data.toString('base64url'),
          signature: signature.toString('base64url'),
          ...(overrides.userHandle === undefined ? {} : { userHandle: overrides.userHandle }),
        },
        clientExtensionResults: {},
      };
    },
  };
}
