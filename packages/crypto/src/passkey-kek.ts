import { CryptoError } from './errors';
import { deriveHkdfKek } from './kek';
import { encodeUtf8 } from './utf8';
import { subtle } from './web-crypto';
import { expectBase64UrlBytes } from './wire-validation';

// The passkey unlocker (docs/key-model.md): the authenticator's WebAuthn PRF extension,
// evaluated on an input bound to the credential, gives 32 secret bytes that only that passkey
// reproduces; HKDF turns them into the KEK.

const CONTEXT = 'coffer-root-key-v1';
/** WebAuthn's PRF results are HMAC-SHA-256 outputs. */
const PRF_OUTPUT_BYTES = 32;

/**
 * The bytes to pass as the PRF extension's `eval.first`: SHA-256 of the UTF-8 of
 * `coffer-root-key-v1|<credential id>`, where the credential id is `PublicKeyCredential.id`
 * (unpadded url-safe base64 of the raw id, as Coffer stores it).
 */
export async function passkeyPrfInput(credentialId: string): Promise<Uint8Array<ArrayBuffer>> {
  expectBase64UrlBytes(credentialId, 'INVALID_CREDENTIAL_ID', 'The credential id');
  return new Uint8Array(await subtle().digest('SHA-256', encodeUtf8(`${CONTEXT}|${credentialId}`)));
}

/** The KEK = HKDF-SHA-256(PRF output, empty salt, info `coffer-root-key-v1`). */
export async function passkeyKek(prfOutput: Uint8Array): Promise<CryptoKey> {
  if (!(prfOutput instanceof Uint8Array) || prfOutput.byteLength !== PRF_OUTPUT_BYTES) {
    throw new CryptoError(
      'INVALID_PRF_OUTPUT',
      `A PRF output is ${PRF_OUTPUT_BYTES} bytes (the authenticator returned no PRF result?)`,
    );
  }
  return deriveHkdfKek(new Uint8Array(prfOutput), CONTEXT);
}
