import { CryptoError } from './errors';
import type { ChunkCipher } from './file-chunk-cipher';
import { createChunkStream, type FileStreamOptions } from './file-chunk-stream';
import { FILE_SEALED_CHUNK_SIZE, FILE_TAG_BYTES, type FileEncryptionKey } from './file-format';

/**
 * Decrypts an aes-256-gcm-chunked-v1 ciphertext stream. Every chunk is authenticated before
 * its plaintext is emitted, but a file is only intact once the stream closes without error:
 * a consumer must discard what it received if the stream errors (FILE_TRUNCATED,
 * FILE_TRAILING_DATA, FILE_CHUNK_AUTHENTICATION_FAILED).
 */
export function decryptFileStream(
  ciphertext: ReadableStream<Uint8Array>,
  fileKey: FileEncryptionKey,
  options: FileStreamOptions = {},
): ReadableStream<Uint8Array> {
  return createChunkStream(
    ciphertext,
    fileKey,
    FILE_SEALED_CHUNK_SIZE,
    async (cipher, index, sealed, isFinal) => {
      if (sealed.byteLength < FILE_TAG_BYTES) {
        // Includes an empty stream: even an empty file has one sealed chunk.
        throw new CryptoError('FILE_TRUNCATED', `The ciphertext ends inside chunk ${index}`);
      }
      const plaintext = await openChunk(cipher, index, sealed, isFinal);
      return { output: plaintext, plaintextBytes: plaintext.byteLength };
    },
    options,
  );
}

/**
 * Opens one chunk. On failure, opening it as the other kind (final / non-final) tells a
 * stream cut at a chunk boundary (FILE_TRUNCATED) and a final chunk followed by more bytes
 * (FILE_TRAILING_DATA) apart from damage. Bytes appended after a short final chunk change
 * that chunk's length, so they surface as FILE_CHUNK_AUTHENTICATION_FAILED.
 */
async function openChunk(
  cipher: ChunkCipher,
  index: number,
  sealed: Uint8Array<ArrayBuffer>,
  isFinal: boolean,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await cipher.open(index, sealed, isFinal);
  } catch (cause) {
    if (cause instanceof CryptoError) throw cause;
    // Non-final chunks are always full-size, so only a full chunk can be one.
    const canBeOtherKind = !isFinal || sealed.byteLength === FILE_SEALED_CHUNK_SIZE;
    const opensAsOtherKind =
      canBeOtherKind &&
      (await cipher.open(index, sealed, !isFinal).then(
        () => true,
        () => false,
      ));
    if (opensAsOtherKind && isFinal) {
      throw new CryptoError(
        'FILE_TRUNCATED',
        `The ciphertext ends after chunk ${index}, which is not the final chunk`,
        { cause },
      );
    }
    if (opensAsOtherKind) {
      throw new CryptoError('FILE_TRAILING_DATA', `Data follows the final chunk (chunk ${index})`, {
        cause,
      });
    }
    throw new CryptoError(
      'FILE_CHUNK_AUTHENTICATION_FAILED',
      `Chunk ${index} does not authenticate: wrong key, or tampered or reordered data`,
      { cause },
    );
  }
}
