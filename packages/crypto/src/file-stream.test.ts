import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  referenceDecryptFile,
  referenceEncryptFile,
  referenceSealChunk,
} from '../test/reference-file';
import { readAll, streamOf } from './conformance/streams';
import { decryptFileStream } from './file-decrypt-stream';
import { encryptFileStream } from './file-encrypt-stream';
import { encryptedFileSize, FILE_CHUNK_SIZE, generateFileEncryptionKey } from './file-format';

const MIB = FILE_CHUNK_SIZE;
const SIZES = [0, 1, 16, MIB - 1, MIB, MIB + 1, 2 * MIB, 3 * MIB + 5];

describe('chunked file encryption against node:crypto AES-256-GCM', () => {
  it.each(SIZES)(
    'package output for %i bytes decrypts with node:crypto, chunk by chunk',
    async (size) => {
      const fileKey = generateFileEncryptionKey();
      const plaintext = randomBytes(size);
      const { bytes } = await readAll(encryptFileStream(streamOf(plaintext, [300_000]), fileKey));
      expect(bytes.byteLength).toBe(encryptedFileSize(size));
      // Deterministic for a given key and nonce prefix: identical to the reference output.
      expect(
        Buffer.from(bytes).equals(
          referenceEncryptFile(fileKey.key, fileKey.noncePrefix, plaintext),
        ),
      ).toBe(true);
      expect(referenceDecryptFile(fileKey.key, fileKey.noncePrefix, bytes).equals(plaintext)).toBe(
        true,
      );
    },
  );

  it.each(SIZES)('node:crypto output for %i bytes decrypts with the package', async (size) => {
    const fileKey = generateFileEncryptionKey();
    const plaintext = randomBytes(size);
    const ciphertext = referenceEncryptFile(fileKey.key, fileKey.noncePrefix, plaintext);
    const { bytes } = await readAll(decryptFileStream(streamOf(ciphertext, [1_000_003]), fileKey));
    expect(Buffer.from(bytes).equals(plaintext)).toBe(true);
  });

  it('1-byte input pieces across a chunk boundary give the reference output', async () => {
    const fileKey = generateFileEncryptionKey();
    const plaintext = randomBytes(MIB + 3);
    const { bytes } = await readAll(encryptFileStream(streamOf(plaintext, [1]), fileKey));
    const reference = referenceEncryptFile(fileKey.key, fileKey.noncePrefix, plaintext);
    expect(Buffer.from(bytes).equals(reference)).toBe(true);
    const decrypted = await readAll(decryptFileStream(streamOf(reference, [1]), fileKey));
    expect(Buffer.from(decrypted.bytes).equals(plaintext)).toBe(true);
  }, 60_000);

  it('a stream sealed entirely with empty AAD (no final marker) is truncated, not accepted', async () => {
    const fileKey = generateFileEncryptionKey();
    const chunk = randomBytes(MIB);
    const noFinal = Buffer.concat([
      referenceSealChunk(fileKey.key, fileKey.noncePrefix, 0, chunk, false),
      referenceSealChunk(fileKey.key, fileKey.noncePrefix, 1, chunk, false),
    ]);
    await expect(readAll(decryptFileStream(streamOf(noFinal), fileKey))).rejects.toMatchObject({
      code: 'FILE_TRUNCATED',
    });
  });
});

describe('stream lifecycle', () => {
  it('cancelling the output cancels the source', async () => {
    let cancelReason: unknown;
    const source = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(MIB)),
      cancel: (reason) => void (cancelReason = reason),
    });
    const reader = encryptFileStream(source, generateFileEncryptionKey()).getReader();
    await reader.read();
    await reader.cancel('user aborted');
    expect(cancelReason).toBe('user aborted');
  });

  it('a source error surfaces as the output error', async () => {
    const failure = new Error('network down');
    let sent = false;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) {
          controller.error(failure);
        } else {
          sent = true;
          controller.enqueue(new Uint8Array(10));
        }
      },
    });
    await expect(readAll(encryptFileStream(source, generateFileEncryptionKey()))).rejects.toBe(
      failure,
    );
  });

  it('a decryption failure cancels the ciphertext source (e.g. aborts the download)', async () => {
    const fileKey = generateFileEncryptionKey();
    const ciphertext = referenceEncryptFile(fileKey.key, fileKey.noncePrefix, randomBytes(8 * MIB));
    ciphertext[10] = ciphertext[10]! ^ 1;
    let cancelReason: unknown;
    let offset = 0;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(ciphertext.subarray(offset, offset + 65536));
        offset += 65536;
      },
      cancel: (reason) => void (cancelReason = reason),
    });
    await expect(readAll(decryptFileStream(source, fileKey))).rejects.toMatchObject({
      code: 'FILE_CHUNK_AUTHENTICATION_FAILED',
    });
    expect(cancelReason).toMatchObject({ code: 'FILE_CHUNK_AUTHENTICATION_FAILED' });
    // Chunk 0 failed: only the next chunk (in flight) and a piece of look-ahead were read.
    expect(offset).toBeLessThan(3 * MIB);
  });
});
