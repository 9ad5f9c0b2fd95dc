import { decodeBase64Url, encodeBase64Url } from './base64';
import {
  BOX_ALGORITHM_AES_RSA,
  BOX_ALGORITHM_NACL,
  X25519_KEY_BYTES,
  type BoxAlgorithm,
  type BoxPublicKey,
  type BoxSecretKey,
} from './box-key-pair';
import { CryptoError } from './errors';
import { isRsa3072Modulus } from './rsa-keys';

// Public key strings (docs/crypto.md): nacl keys are the bare unpadded url-safe base64 of the
// 32-byte key; aes-rsa keys carry the algorithm as a prefix before the base64 modulus.
// Secret key strings (this package's choice, the same as the reference Python SDK): the
// unpadded url-safe base64 of BoxSecretKey.bytes, with the algorithm known from the box's
// public key.
const AES_RSA_PREFIX = `${BOX_ALGORITHM_AES_RSA}:`;

export function formatBoxPublicKey(publicKey: BoxPublicKey): string {
  checkPublicKeyBytes(publicKey.algorithm, publicKey.bytes);
  const encoded = encodeBase64Url(publicKey.bytes);
  return publicKey.algorithm === BOX_ALGORITHM_AES_RSA ? AES_RSA_PREFIX + encoded : encoded;
}

export function parseBoxPublicKey(text: string): BoxPublicKey {
  if (typeof text !== 'string')
    throw new CryptoError('INVALID_PUBLIC_KEY', 'A box public key is a string');
  const algorithm = text.startsWith(AES_RSA_PREFIX) ? BOX_ALGORITHM_AES_RSA : BOX_ALGORITHM_NACL;
  const encoded = algorithm === BOX_ALGORITHM_AES_RSA ? text.slice(AES_RSA_PREFIX.length) : text;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = decodeBase64Url(encoded);
  } catch (cause) {
    throw new CryptoError('INVALID_PUBLIC_KEY', 'The box public key is not in a known format', {
      cause,
    });
  }
  checkPublicKeyBytes(algorithm, bytes);
  return { algorithm, bytes };
}

export function formatBoxSecretKey(secretKey: BoxSecretKey): string {
  checkSecretKeyBytes(secretKey.algorithm, secretKey.bytes);
  return encodeBase64Url(secretKey.bytes);
}

export function parseBoxSecretKey(algorithm: BoxAlgorithm, text: string): BoxSecretKey {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = decodeBase64Url(text);
  } catch (cause) {
    throw new CryptoError(
      'INVALID_SECRET_KEY',
      'The box secret key is not unpadded url-safe base64',
      { cause },
    );
  }
  return boxSecretKeyFromBytes(algorithm, bytes);
}

/**
 * Wraps serialised secret key bytes (e.g. the result of combining key shares). Only the shape
 * is checked here; assertBoxKeyPair proves the key matches the box.
 */
export function boxSecretKeyFromBytes(
  algorithm: BoxAlgorithm,
  bytes: Uint8Array<ArrayBuffer>,
): BoxSecretKey {
  checkSecretKeyBytes(algorithm, bytes);
  return { algorithm, bytes };
}

function checkPublicKeyBytes(algorithm: BoxAlgorithm, bytes: Uint8Array): void {
  switch (algorithm) {
    case BOX_ALGORITHM_NACL:
      if (bytes.byteLength !== X25519_KEY_BYTES) {
        throw new CryptoError(
          'INVALID_PUBLIC_KEY',
          `An X25519 public key is ${X25519_KEY_BYTES} bytes, got ${bytes.byteLength}`,
        );
      }
      return;
    case BOX_ALGORITHM_AES_RSA:
      if (!isRsa3072Modulus(bytes)) {
        throw new CryptoError(
          'INVALID_PUBLIC_KEY',
          'An aes-rsa public key must be a 3072-bit RSA modulus',
        );
      }
      return;
    default:
      throw new CryptoError('INVALID_PUBLIC_KEY', `Unknown box algorithm ${String(algorithm)}`);
  }
}

function checkSecretKeyBytes(algorithm: BoxAlgorithm, bytes: Uint8Array): void {
  switch (algorithm) {
    case BOX_ALGORITHM_NACL:
      if (bytes.byteLength !== X25519_KEY_BYTES) {
        throw new CryptoError(
          'INVALID_SECRET_KEY',
          `An X25519 secret key is ${X25519_KEY_BYTES} bytes, got ${bytes.byteLength}`,
        );
      }
      return;
    case BOX_ALGORITHM_AES_RSA:
      // A DER SEQUENCE tag; the full PKCS#8 parse happens when WebCrypto imports the key.
      if (bytes[0] !== 0x30) {
        throw new CryptoError(
          'INVALID_SECRET_KEY',
          'An aes-rsa secret key is a PKCS#8 DER RSA private key',
        );
      }
      return;
    default:
      throw new CryptoError('INVALID_SECRET_KEY', `Unknown box algorithm ${String(algorithm)}`);
  }
}
