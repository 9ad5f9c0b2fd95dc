import { CryptoError } from './errors';
import { randomBytes } from './random';

// Chunked file encryption, aes-256-gcm-chunked-v1 (docs/crypto.md):
// - plaintext cut into FILE_CHUNK_SIZE chunks, each sealed with AES-256-GCM under one file key;
// - chunk i's 12-byte nonce is the 8-byte nonce prefix ‖ i as a 32-bit big-endian counter, so
//   reordering chunks breaks authentication;
// - the final chunk's AAD is "last", every other chunk's AAD is empty, so dropping trailing
//   chunks is detected: the new final chunk was sealed as non-final;
// - an empty file is a single final chunk of 0 bytes (16 bytes of tag);
// - the ciphertext is the concatenation of the sealed chunks (FILE_CHUNK_SIZE + 16 bytes each,
//   the final one shorter or equal), so a file that fills its last chunk exactly ends there.

export const FILE_ENCRYPTION_ALGORITHM = 'aes-256-gcm-chunked-v1';
export const FILE_CHUNK_SIZE = 1048576;
export const FILE_KEY_BYTES = 32;
export const FILE_NONCE_PREFIX_BYTES = 8;
export const FILE_TAG_BYTES = 16;
export const FILE_SEALED_CHUNK_SIZE = FILE_CHUNK_SIZE + FILE_TAG_BYTES;
/** The 32-bit chunk counter bounds a file to 2^32 chunks (4 PiB). */
export const FILE_MAX_CHUNKS = 2 ** 32;

/**
 * The largest encrypted file a box accepts (docs/http-api.md: 126 MiB = 132 120 576 bytes): the
 * browser checks it before encrypting, the server while streaming.
 */
export const ENCRYPTED_FILE_MAX_BYTES = 126 * 1024 * 1024;

/** The secret half of a file's decryption info. */
export interface FileEncryptionKey {
  /** 32-byte AES-256-GCM key, random per file. */
  key: Uint8Array<ArrayBuffer>;
  /** 8 random bytes heading every chunk nonce. */
  noncePrefix: Uint8Array<ArrayBuffer>;
}

export function generateFileEncryptionKey(): FileEncryptionKey {
  return { key: randomBytes(FILE_KEY_BYTES), noncePrefix: randomBytes(FILE_NONCE_PREFIX_BYTES) };
}

export function checkFileEncryptionKey(fileKey: FileEncryptionKey): void {
  if (!(fileKey.key instanceof Uint8Array) || fileKey.key.byteLength !== FILE_KEY_BYTES) {
    throw new CryptoError('INVALID_FILE_KEY', `A file key is ${FILE_KEY_BYTES} bytes`);
  }
  if (
    !(fileKey.noncePrefix instanceof Uint8Array) ||
    fileKey.noncePrefix.byteLength !== FILE_NONCE_PREFIX_BYTES
  ) {
    throw new CryptoError(
      'INVALID_FILE_KEY',
      `A file nonce prefix is ${FILE_NONCE_PREFIX_BYTES} bytes`,
    );
  }
}

/** Ciphertext length for a plaintext length, e.g. for an upload's Content-Length. */
export function encryptedFileSize(plaintextSize: number): number {
  if (!Number.isSafeInteger(plaintextSize) || plaintextSize < 0) {
    throw new RangeError(`encryptedFileSize: invalid size ${plaintextSize}`);
  }
  const chunks = Math.max(1, Math.ceil(plaintextSize / FILE_CHUNK_SIZE));
  return plaintextSize + chunks * FILE_TAG_BYTES;
}
