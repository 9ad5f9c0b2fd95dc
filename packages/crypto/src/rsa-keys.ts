import { decodeBase64Url, encodeBase64Url } from './base64';
import { bytesEqual } from './bytes';
import { CryptoError } from './errors';
import { subtle } from './web-crypto';

// com.service.aes-rsa-enc uses RSA-3072 with e = 65537 and OAEP over SHA-256. WebCrypto's
// RSA-OAEP uses the same hash for MGF1, which is what the format requires.
const RSA_MODULUS_BITS = 3072;
export const RSA_MODULUS_BYTES = RSA_MODULUS_BITS / 8;
const PUBLIC_EXPONENT = new Uint8Array([1, 0, 1]);
const RSA_OAEP_SHA256 = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export interface RsaKeyMaterial {
  /** Big-endian modulus, exactly RSA_MODULUS_BYTES long. */
  modulus: Uint8Array<ArrayBuffer>;
  /** PKCS#8 DER private key. */
  pkcs8: Uint8Array<ArrayBuffer>;
}

export async function generateRsaKeyMaterial(): Promise<RsaKeyMaterial> {
  const pair = await subtle().generateKey(
    { ...RSA_OAEP_SHA256, modulusLength: RSA_MODULUS_BITS, publicExponent: PUBLIC_EXPONENT },
    true,
    ['encrypt', 'decrypt'],
  );
  const pkcs8 = new Uint8Array(await subtle().exportKey('pkcs8', pair.privateKey));
  return { modulus: await exportModulus(pair.publicKey), pkcs8 };
}

/** True for a big-endian RSA-3072 modulus: 384 bytes with the top bit set, and odd. */
export function isRsa3072Modulus(modulus: Uint8Array): boolean {
  return (
    modulus.byteLength === RSA_MODULUS_BYTES &&
    (modulus[0] as number) >= 0x80 &&
    ((modulus[RSA_MODULUS_BYTES - 1] as number) & 1) === 1
  );
}

export async function importRsaPublicKey(modulus: Uint8Array): Promise<CryptoKey> {
  const jwk: JsonWebKey = {
    kty: 'RSA',
    n: encodeBase64Url(modulus),
    e: encodeBase64Url(PUBLIC_EXPONENT),
  };
  try {
    return await subtle().importKey('jwk', jwk, RSA_OAEP_SHA256, false, ['encrypt']);
  } catch (cause) {
    throw new CryptoError('INVALID_PUBLIC_KEY', 'The RSA public key cannot be imported', { cause });
  }
}

export async function importRsaSecretKey(
  pkcs8: Uint8Array<ArrayBuffer>,
  extractable = false,
): Promise<CryptoKey> {
  let key: CryptoKey;
  try {
    key = await subtle().importKey('pkcs8', pkcs8, RSA_OAEP_SHA256, extractable, ['decrypt']);
  } catch (cause) {
    throw new CryptoError('INVALID_SECRET_KEY', 'The secret key is not a PKCS#8 RSA private key', {
      cause,
    });
  }
  const algorithm = key.algorithm as RsaHashedKeyAlgorithm;
  const exponent = new Uint8Array(algorithm.publicExponent);
  if (algorithm.modulusLength !== RSA_MODULUS_BITS || !bytesEqual(exponent, PUBLIC_EXPONENT)) {
    throw new CryptoError(
      'INVALID_SECRET_KEY',
      'The RSA secret key must be RSA-3072 with exponent 65537',
    );
  }
  return key;
}

/** The public modulus of a PKCS#8 RSA private key (the private key carries it). */
export async function modulusOfSecretKey(
  pkcs8: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  return exportModulus(await importRsaSecretKey(pkcs8, true));
}

async function exportModulus(key: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  const { n } = await subtle().exportKey('jwk', key);
  if (n === undefined) throw new CryptoError('INVALID_SECRET_KEY', 'The RSA key has no modulus');
  // JWK "n" is the minimal big-endian encoding, which is 384 bytes for a 3072-bit modulus.
  return decodeBase64Url(n);
}
