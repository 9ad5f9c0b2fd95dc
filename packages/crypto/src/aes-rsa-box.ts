import { Decoder, encode } from '@msgpack/msgpack';
import { decodeBase64Url, encodeBase64Url } from './base64';
import { concatBytes } from './bytes';
import { constantTimeEqual } from './constant-time';
import { CryptoError } from './errors';
import { randomBytes } from './random';
import {
  importRsaPublicKey,
  isRsa3072Modulus,
  importRsaSecretKey,
  RSA_MODULUS_BYTES,
} from './rsa-keys';
import { encodeUtf8 } from './utf8';
import { expectExactObject } from './wire-validation';
import { subtle } from './web-crypto';

// Cryptogram of com.service.aes-rsa-enc (docs/crypto.md):
//   K           32 random bytes, wrapped with RSA-OAEP (SHA-256, MGF1-SHA-256)
//   aesKey      HMAC-SHA256(K, "encryption")
//   macKey      HMAC-SHA256(K, "mac")[0..16)
//   ciphertext  AES-256-CTR, counter block = 8-byte random nonce ‖ 8 zero bytes, 64-bit counter
//   auth_tag    HMAC-SHA256(macKey, ciphertext), checked before anything is decrypted
// serialised as msgpack {ciphertext, nonce, auth_tag, wrapped_key} (bin values), then
// unpadded url-safe base64.
// The tag covers the ciphertext only (not the nonce), as the format defines: a modified nonce
// is not detected and decrypts to garbage. It cannot be fixed without changing the format.

const WRAPPED_KEY_SOURCE_BYTES = 32;
const MAC_KEY_BYTES = 16;
const TAG_BYTES = 32;
const NONCE_BYTES = 8;
const COUNTER_BITS = 64;
const FIELDS = ['ciphertext', 'nonce', 'auth_tag', 'wrapped_key'] as const;

interface DerivedKeys {
  aesKey: CryptoKey;
  macKey: Uint8Array<ArrayBuffer>;
}

export async function encryptAesRsa(modulus: Uint8Array, plaintext: Uint8Array): Promise<string> {
  if (!isRsa3072Modulus(modulus)) {
    throw new CryptoError(
      'INVALID_PUBLIC_KEY',
      'An aes-rsa public key must be a 3072-bit RSA modulus',
    );
  }
  const publicKey = await importRsaPublicKey(modulus);
  const symmetricKey = randomBytes(WRAPPED_KEY_SOURCE_BYTES);
  const { aesKey, macKey } = await deriveKeys(symmetricKey);
  const nonce = randomBytes(NONCE_BYTES);
  const ciphertext = new Uint8Array(
    await subtle().encrypt(counterParams(nonce), aesKey, copyOf(plaintext)),
  );
  const wrappedKey = new Uint8Array(
    await subtle().encrypt({ name: 'RSA-OAEP' }, publicKey, symmetricKey),
  );
  // Field order is the format's; @msgpack/msgpack writes Uint8Array values as bin.
  const packed = encode({
    ciphertext,
    nonce,
    auth_tag: await hmacSha256(macKey, ciphertext),
    wrapped_key: wrappedKey,
  });
  return encodeBase64Url(packed);
}

export async function decryptAesRsa(
  pkcs8: Uint8Array<ArrayBuffer>,
  cryptogram: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const fields = unpackCryptogram(cryptogram);
  const secretKey = await importRsaSecretKey(pkcs8);
  let symmetricKey: Uint8Array<ArrayBuffer>;
  try {
    symmetricKey = new Uint8Array(
      await subtle().decrypt({ name: 'RSA-OAEP' }, secretKey, fields.wrapped_key),
    );
  } catch (cause) {
    throw new CryptoError(
      'DECRYPTION_FAILED',
      'The wrapped key does not open with this secret key',
      { cause },
    );
  }
  if (symmetricKey.byteLength !== WRAPPED_KEY_SOURCE_BYTES) {
    throw new CryptoError(
      'DECRYPTION_FAILED',
      `The wrapped key must be ${WRAPPED_KEY_SOURCE_BYTES} bytes`,
    );
  }
  const { aesKey, macKey } = await deriveKeys(symmetricKey);
  const expectedTag = await hmacSha256(macKey, fields.ciphertext);
  if (!constantTimeEqual(expectedTag, fields.auth_tag)) {
    throw new CryptoError('DECRYPTION_FAILED', 'The cryptogram authentication tag does not match');
  }
  return new Uint8Array(
    await subtle().decrypt(counterParams(fields.nonce), aesKey, fields.ciphertext),
  );
}

function counterParams(nonce: Uint8Array): AesCtrParams {
  return { name: 'AES-CTR', counter: concatBytes(nonce, new Uint8Array(8)), length: COUNTER_BITS };
}

async function deriveKeys(symmetricKey: Uint8Array<ArrayBuffer>): Promise<DerivedKeys> {
  const aesKeyBytes = await hmacSha256(symmetricKey, encodeUtf8('encryption'));
  const macKey = (await hmacSha256(symmetricKey, encodeUtf8('mac'))).slice(0, MAC_KEY_BYTES);
  const aesKey = await subtle().importKey('raw', aesKeyBytes, { name: 'AES-CTR' }, false, [
    'encrypt',
    'decrypt',
  ]);
  return { aesKey, macKey };
}

async function hmacSha256(
  key: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const hmacKey = await subtle().importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await subtle().sign('HMAC', hmacKey, data));
}

/** WebCrypto takes ArrayBuffer-backed views; a caller's view may sit on a SharedArrayBuffer. */
function copyOf(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

function unpackCryptogram(
  cryptogram: string,
): Record<(typeof FIELDS)[number], Uint8Array<ArrayBuffer>> {
  let unpacked: unknown;
  try {
    const decoder = new Decoder({
      mapKeyConverter: (key) => {
        if (typeof key !== 'string') throw new TypeError('map keys must be strings');
        return key;
      },
    });
    unpacked = decoder.decode(decodeBase64Url(cryptogram));
  } catch (cause) {
    throw new CryptoError(
      'INVALID_CRYPTOGRAM',
      'The cryptogram is not url-safe base64 of a msgpack map',
      { cause },
    );
  }
  const fields = expectExactObject(
    unpacked,
    FIELDS,
    'INVALID_CRYPTOGRAM',
    'The aes-rsa cryptogram',
  );
  const bytes = {} as Record<(typeof FIELDS)[number], Uint8Array<ArrayBuffer>>;
  for (const name of FIELDS) {
    const value = fields[name];
    if (!(value instanceof Uint8Array)) {
      throw new CryptoError('INVALID_CRYPTOGRAM', `Cryptogram field ${name} must be msgpack bin`);
    }
    bytes[name] = new Uint8Array(value);
  }
  checkLength(bytes.nonce, 'nonce', NONCE_BYTES);
  checkLength(bytes.auth_tag, 'auth_tag', TAG_BYTES);
  checkLength(bytes.wrapped_key, 'wrapped_key', RSA_MODULUS_BYTES);
  return bytes;
}

function checkLength(bytes: Uint8Array, name: string, length: number): void {
  if (bytes.byteLength !== length) {
    throw new CryptoError(
      'INVALID_CRYPTOGRAM',
      `Cryptogram field ${name} must be ${length} bytes, got ${bytes.byteLength}`,
    );
  }
}
