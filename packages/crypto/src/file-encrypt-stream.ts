import { createChunkStream, type FileStreamOptions } from './file-chunk-stream';
import { FILE_CHUNK_SIZE, type FileEncryptionKey } from './file-format';

/**
 * Encrypts a plaintext stream (pieces of any size) into the aes-256-gcm-chunked-v1 ciphertext
 * stream, one sealed chunk per output piece. The source is read only as the output is
 * consumed.
 */
export function encryptFileStream(
  plaintext: ReadableStream<Uint8Array>,
  fileKey: FileEncryptionKey,
  options: FileStreamOptions = {},
): ReadableStream<Uint8Array> {
  return createChunkStream(
    plaintext,
    fileKey,
    FILE_CHUNK_SIZE,
    async (cipher, index, chunk, isFinal) => ({
      output: await cipher.seal(index, chunk, isFinal),
      plaintextBytes: chunk.byteLength,
    }),
    options,
  );
}
