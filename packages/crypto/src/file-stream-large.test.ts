import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { referenceSealChunk } from '../test/reference-file';
import { decryptFileStream } from './file-decrypt-stream';
import { encryptFileStream } from './file-encrypt-stream';
import { encryptedFileSize, FILE_CHUNK_SIZE, generateFileEncryptionKey } from './file-format';

const SIZE = 126 * 1024 * 1024; // 132120576 bytes
const PIECE = 3 * 1024 * 1024 + 17; // odd-sized pieces, not aligned to chunks

/**
 * A deterministic 126 MiB plaintext produced piece by piece (AES-CTR keystream as a fast
 * PRNG), hashed as it goes: the test never holds more than a piece of it.
 */
function generatedPlaintext(
  seed: Buffer,
  onPiece: (piece: Uint8Array) => void,
): ReadableStream<Uint8Array> {
  const keystream = createCipheriv('aes-256-ctr', seed, Buffer.alloc(16));
  let produced = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (produced >= SIZE) {
          controller.close();
          return;
        }
        const piece = keystream.update(Buffer.alloc(Math.min(PIECE, SIZE - produced)));
        produced += piece.byteLength;
        onPiece(piece);
        controller.enqueue(piece);
      },
    },
    { highWaterMark: 0 },
  );
}

/** A full garbage collection, so memory samples count live buffers rather than garbage. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('126 MiB file (Node only)', () => {
  it('round-trips with constant memory and matches node:crypto chunk by chunk', async () => {
    const fileKey = generateFileEncryptionKey();
    const seed = randomBytes(32);
    const plaintextHash = createHash('sha256');
    const referenceCiphertextHash = createHash('sha256');
    const ciphertextHash = createHash('sha256');
    const decryptedHash = createHash('sha256');

    // Independent expected ciphertext: the same plaintext sealed with node:crypto per chunk.
    let pending = Buffer.alloc(0);
    let chunkIndex = 0;
    const totalChunks = Math.ceil(SIZE / FILE_CHUNK_SIZE);
    const referenceOnPiece = (piece: Uint8Array) => {
      plaintextHash.update(piece);
      pending = Buffer.concat([pending, piece]);
      while (pending.length >= FILE_CHUNK_SIZE) {
        const isFinal = chunkIndex === totalChunks - 1;
        referenceCiphertextHash.update(
          referenceSealChunk(
            fileKey.key,
            fileKey.noncePrefix,
            chunkIndex++,
            pending.subarray(0, FILE_CHUNK_SIZE),
            isFinal,
          ),
        );
        pending = pending.subarray(FILE_CHUNK_SIZE);
      }
    };

    let ciphertextBytes = 0;
    let sealedChunks = 0;
    let lastProgress = 0;
    collectGarbage();
    const arrayBuffersBefore = process.memoryUsage().arrayBuffers;
    let peakLiveArrayBuffers = 0;
    const ciphertext = encryptFileStream(
      generatedPlaintext(seed, referenceOnPiece),
      fileKey,
    ).pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          ciphertextHash.update(chunk);
          ciphertextBytes += chunk.byteLength;
          if (++sealedChunks % 8 === 0) {
            collectGarbage();
            peakLiveArrayBuffers = Math.max(
              peakLiveArrayBuffers,
              process.memoryUsage().arrayBuffers - arrayBuffersBefore,
            );
          }
          controller.enqueue(chunk);
        },
      }),
    );
    const reader = decryptFileStream(ciphertext, fileKey, {
      onProgress: (bytes) => (lastProgress = bytes),
    }).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      decryptedHash.update(value);
    }

    expect(chunkIndex).toBe(totalChunks); // SIZE is a multiple of the chunk size
    expect(ciphertextBytes).toBe(encryptedFileSize(SIZE));
    expect(lastProgress).toBe(SIZE);
    expect(decryptedHash.digest('hex')).toBe(plaintextHash.digest('hex'));
    expect(ciphertextHash.digest('hex')).toBe(referenceCiphertextHash.digest('hex'));
    // Live buffers of both streams, the pipe between them, the test's 3 MiB pieces and its
    // reference stay at a few dozen MiB (about 25 measured), far below the 126 MiB file.
    expect(peakLiveArrayBuffers).toBeGreaterThan(0);
    expect(peakLiveArrayBuffers).toBeLessThan(48 * 1024 * 1024);
  }, 120_000);
});
