import { encodeBase64Url } from './base64';
import { boxSecretKeyFromBytes, formatBoxPublicKey, parseBoxPublicKey } from './box-key-format';
import {
  assertBoxKeyPair,
  BOX_ALGORITHM_NACL,
  deriveBoxPublicKey,
  X25519_KEY_BYTES,
  type BoxSecretKey,
} from './box-key-pair';
import { CryptoError } from './errors';
import { combineShares, hashShareBytes, hashShareString, splitSecretBytes } from './key-share';
import { expectBase64UrlBytes } from './wire-validation';

// Provisions (docs/key-model.md): an X25519 key pair an organization makes for a data subject
// who has no keys yet. Its secret key is split like a box key: a random service share, and
// the user share = key XOR service share, which travels in the person's provision link.

/** What the organization makes; snake_case because the fields travel as JSON. */
export interface ProvisionKeySplit {
  /** The provision public key string (43 characters). */
  public_key: string;
  /** Unpadded url-safe base64; sent to the server in crypto.provisions. */
  service_key_share: string;
  /** Unpadded url-safe base64; goes into the provision link and nowhere else. */
  user_share: string;
  /** Unpadded url-safe base64 of SHA-512(user share bytes): 86 characters. */
  user_key_share_hash: string;
}

export type ProvisionShares = Pick<
  ProvisionKeySplit,
  'public_key' | 'service_key_share' | 'user_share'
>;

export async function splitProvisionKey(secretKey: BoxSecretKey): Promise<ProvisionKeySplit> {
  requireNacl(secretKey.algorithm);
  const publicKey = await deriveBoxPublicKey(secretKey);
  const { serviceShare, otherShare } = splitSecretBytes(secretKey.bytes);
  return {
    public_key: formatBoxPublicKey(publicKey),
    service_key_share: encodeBase64Url(serviceShare),
    user_share: encodeBase64Url(otherShare),
    user_key_share_hash: await hashShareBytes(otherShare),
  };
}

/**
 * The provision secret key from both shares, checked against the provision public key: a
 * share of another provision fails as KEY_PAIR_MISMATCH instead of giving a useless key.
 */
export async function combineProvisionShares(shares: ProvisionShares): Promise<BoxSecretKey> {
  const publicKey = parseBoxPublicKey(shares.public_key);
  requireNacl(publicKey.algorithm);
  for (const [share, what] of [
    [shares.service_key_share, 'The service key share'],
    [shares.user_share, 'The user share'],
  ] as const) {
    expectBase64UrlBytes(share, 'INVALID_KEY_SHARE', what, X25519_KEY_BYTES);
  }
  const secretKey = boxSecretKeyFromBytes(
    BOX_ALGORITHM_NACL,
    combineShares(shares.service_key_share, shares.user_share, 'user share'),
  );
  await assertBoxKeyPair(secretKey, publicKey);
  return secretKey;
}

/** user_key_share_hash of a user share, to ask the server for the service key share. */
export async function hashProvisionUserShare(userShare: string): Promise<string> {
  return hashShareString(userShare, 'user share');
}

function requireNacl(algorithm: string): void {
  if (algorithm !== BOX_ALGORITHM_NACL) {
    throw new CryptoError(
      'KEY_ALGORITHM_MISMATCH',
      `A provision key pair is ${BOX_ALGORITHM_NACL}, not ${algorithm}`,
    );
  }
}
