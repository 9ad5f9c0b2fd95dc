import nacl from 'tweetnacl';
import { bytesEqual } from './bytes';
import { CryptoError } from './errors';
import { randomBytes } from './random';
import { generateRsaKeyMaterial, modulusOfSecretKey } from './rsa-keys';

/** Default box algorithm: NaCl box (X25519, XSalsa20-Poly1305) through tweetnacl. */
export const BOX_ALGORITHM_NACL = 'com.service.nacl-enc';
/** Alternate box algorithm for organizations that need RSA: RSA-OAEP-wrapped AES-CTR + HMAC. */
export const BOX_ALGORITHM_AES_RSA = 'com.service.aes-rsa-enc';

export type BoxAlgorithm = typeof BOX_ALGORITHM_NACL | typeof BOX_ALGORITHM_AES_RSA;

export const X25519_KEY_BYTES = 32;

/**
 * A box public key. `bytes` is the raw 32-byte X25519 key (nacl) or the 384-byte big-endian
 * RSA-3072 modulus (aes-rsa; the exponent is always 65537).
 */
export interface BoxPublicKey {
  readonly algorithm: BoxAlgorithm;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/**
 * A box secret key. `bytes` is its serialisation, which is also what key shares split:
 * the raw 32-byte X25519 secret key (nacl) or the PKCS#8 DER RSA private key (aes-rsa).
 */
export interface BoxSecretKey {
  readonly algorithm: BoxAlgorithm;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

export interface BoxKeyPair {
  readonly publicKey: BoxPublicKey;
  readonly secretKey: BoxSecretKey;
}

export async function generateBoxKeyPair(
  algorithm: BoxAlgorithm = BOX_ALGORITHM_NACL,
): Promise<BoxKeyPair> {
  if (algorithm === BOX_ALGORITHM_AES_RSA) {
    const { modulus, pkcs8 } = await generateRsaKeyMaterial();
    return { publicKey: { algorithm, bytes: modulus }, secretKey: { algorithm, bytes: pkcs8 } };
  }
  // The secret key comes from WebCrypto rather than tweetnacl's own PRNG lookup.
  const secret = randomBytes(X25519_KEY_BYTES);
  const publicKey = nacl.box.keyPair.fromSecretKey(secret).publicKey;
  return {
    publicKey: { algorithm, bytes: new Uint8Array(publicKey) },
    secretKey: { algorithm, bytes: secret },
  };
}

export async function deriveBoxPublicKey(secretKey: BoxSecretKey): Promise<BoxPublicKey> {
  const { algorithm, bytes } = secretKey;
  if (algorithm === BOX_ALGORITHM_AES_RSA)
    return { algorithm, bytes: await modulusOfSecretKey(bytes) };
  if (bytes.byteLength !== X25519_KEY_BYTES) {
    throw new CryptoError(
      'INVALID_SECRET_KEY',
      `An X25519 secret key is ${X25519_KEY_BYTES} bytes`,
    );
  }
  return { algorithm, bytes: new Uint8Array(nacl.box.keyPair.fromSecretKey(bytes).publicKey) };
}

/**
 * Fails unless `secretKey` is the secret half of `publicKey`: splitting or restoring a key
 * that does not open the box would hand out useless shares.
 */
export async function assertBoxKeyPair(
  secretKey: BoxSecretKey,
  publicKey: BoxPublicKey,
): Promise<void> {
  if (secretKey.algorithm !== publicKey.algorithm) {
    throw new CryptoError(
      'KEY_ALGORITHM_MISMATCH',
      `Secret key algorithm ${secretKey.algorithm} does not match public key algorithm ${publicKey.algorithm}`,
    );
  }
  const derived = await deriveBoxPublicKey(secretKey);
  if (!bytesEqual(derived.bytes, publicKey.bytes))
    throw new CryptoError(
      'KEY_PAIR_MISMATCH',
      'The secret key does not belong to the box public key',
    );
}
