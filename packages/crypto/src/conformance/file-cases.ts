import {
  decodeBase64Url,
  decryptFileStream,
  encryptedFileSize,
  encryptFileStream,
  FILE_CHUNK_SIZE,
  generateFileEncryptionKey,
  type FileEncryptionKey,
} from '../index';
import { concatBytes } from '../bytes';
import { webCrypto } from '../web-crypto';
import { assert, assertBytesEqual, assertEqual, assertRejectsWithCode } from './assert';
import { patternBytes, readAll, streamOf } from './streams';
import { flipBit } from './tamper';
import { FILE_VECTOR } from './vectors';

const MIB = FILE_CHUNK_SIZE;
const SEALED = MIB + 16;

const vectorKey = (): FileEncryptionKey => ({
  key: decodeBase64Url(FILE_VECTOR.key),
  noncePrefix: decodeBase64Url(FILE_VECTOR.noncePrefix),
});

async function encrypt(
  plaintext: Uint8Array,
  fileKey: FileEncryptionKey,
  pieceSizes?: number[],
): Promise<Uint8Array> {
  return (await readAll(encryptFileStream(streamOf(plaintext, pieceSizes), fileKey))).bytes;
}

async function decrypt(
  ciphertext: Uint8Array,
  fileKey: FileEncryptionKey,
  pieceSizes?: number[],
): Promise<Uint8Array> {
  return (await readAll(decryptFileStream(streamOf(ciphertext, pieceSizes), fileKey))).bytes;
}

function sealedChunks(ciphertext: Uint8Array): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < ciphertext.byteLength; offset += SEALED)
    chunks.push(ciphertext.subarray(offset, offset + SEALED));
  return chunks;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await webCrypto().subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const fileCases = {
  'files: the independent vectors decrypt, and encryption matches them byte for byte': async () => {
    const fileKey = vectorKey();
    assertEqual(
      (await decrypt(decodeBase64Url(FILE_VECTOR.emptyCiphertext), fileKey)).byteLength,
      0,
      'empty file',
    );
    const small = await decrypt(decodeBase64Url(FILE_VECTOR.smallCiphertext), fileKey);
    assertEqual(new TextDecoder().decode(small), FILE_VECTOR.smallPlaintext, 'small file');
    assertBytesEqual(
      await encrypt(new Uint8Array(0), fileKey),
      decodeBase64Url(FILE_VECTOR.emptyCiphertext),
      'empty encrypt',
    );
    const plaintext = patternBytes(
      FILE_VECTOR.twoChunkPlaintextLength,
      FILE_VECTOR.twoChunkPlaintextSeed,
    );
    const ciphertext = new Uint8Array(await encrypt(plaintext, fileKey));
    assertEqual(
      await sha256Hex(ciphertext),
      FILE_VECTOR.twoChunkCiphertextSha256,
      'two-chunk ciphertext hash',
    );
    assertBytesEqual(await decrypt(ciphertext, fileKey), plaintext, 'two-chunk decrypt');
  },

  'files: 0 B, 1 B, 1 MiB and 1 MiB + 1 B round-trip with the expected chunking': async () => {
    const fileKey = generateFileEncryptionKey();
    for (const [size, chunks] of [
      [0, 1],
      [1, 1],
      [MIB, 1],
      [MIB + 1, 2],
    ] as const) {
      const plaintext = patternBytes(size, size + 1);
      const { bytes: ciphertext, pieces } = await readAll(
        encryptFileStream(streamOf(plaintext), fileKey),
      );
      assertEqual(ciphertext.byteLength, encryptedFileSize(size), `ciphertext size for ${size}`);
      assertEqual(pieces, chunks, `sealed chunks for ${size}`);
      assertBytesEqual(
        await decrypt(ciphertext, fileKey),
        plaintext,
        `round trip of ${size} bytes`,
      );
    }
  },

  'files: input in pieces of 1 B, 7 B, 3 MiB or mixed gives identical output': async () => {
    const fileKey = generateFileEncryptionKey();
    const layouts: Array<[number, number[]]> = [
      [70_000, [1]],
      [MIB + 1, [7]],
      [2 * MIB + 3, [3 * MIB]],
      [5 * MIB + 11, [1, 7, 3 * MIB, 4096, MIB + 1, 13]],
    ];
    for (const [size, pieceSizes] of layouts) {
      const plaintext = patternBytes(size, 99);
      const reference = await encrypt(plaintext, fileKey, [size || 1]);
      assertBytesEqual(
        await encrypt(plaintext, fileKey, pieceSizes),
        reference,
        `encrypt ${size} B in pieces ${pieceSizes.join(',')}`,
      );
      assertBytesEqual(
        await decrypt(reference, fileKey, pieceSizes),
        plaintext,
        `decrypt ${size} B in pieces ${pieceSizes.join(',')}`,
      );
    }
  },

  'files: progress reports cumulative plaintext bytes per chunk': async () => {
    const fileKey = generateFileEncryptionKey();
    const plaintext = patternBytes(2 * MIB + 5, 3);
    const encryptProgress: number[] = [];
    const { bytes: ciphertext } = await readAll(
      encryptFileStream(streamOf(plaintext, [100_000]), fileKey, {
        onProgress: (bytes) => encryptProgress.push(bytes),
      }),
    );
    assertEqual(encryptProgress.join(), [MIB, 2 * MIB, 2 * MIB + 5].join(), 'encrypt progress');
    const decryptProgress: number[] = [];
    await readAll(
      decryptFileStream(streamOf(ciphertext), fileKey, {
        onProgress: (bytes) => decryptProgress.push(bytes),
      }),
    );
    assertEqual(decryptProgress.join(), encryptProgress.join(), 'decrypt progress');
  },

  'files: pull-based, the source is read at most about one chunk ahead': async () => {
    const fileKey = generateFileEncryptionKey();
    let pulled = 0;
    const piece = new Uint8Array(64 * 1024);
    const endless = new ReadableStream<Uint8Array>(
      {
        pull: (controller) => {
          pulled += piece.byteLength;
          controller.enqueue(piece.slice());
        },
      },
      { highWaterMark: 0 },
    );
    const reader = encryptFileStream(endless, fileKey).getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The chunk delivered, the next one (already being encrypted) and one look-ahead piece.
    assert(
      pulled <= 2 * MIB + 2 * piece.byteLength,
      `read ${pulled} bytes of source for one output chunk`,
    );
    await reader.cancel();
  },

  'files: a dropped final chunk fails with FILE_TRUNCATED': async () => {
    const fileKey = generateFileEncryptionKey();
    const ciphertext = await encrypt(patternBytes(2 * MIB + 10, 5), fileKey);
    const chunks = sealedChunks(ciphertext);
    await assertRejectsWithCode(
      () => decrypt(concatBytes(...chunks.slice(0, 2)), fileKey),
      'FILE_TRUNCATED',
      'last chunk dropped',
    );
    await assertRejectsWithCode(
      () => decrypt(concatBytes(...chunks.slice(0, 1)), fileKey),
      'FILE_TRUNCATED',
      'two chunks dropped',
    );
    await assertRejectsWithCode(
      () => decrypt(new Uint8Array(0), fileKey),
      'FILE_TRUNCATED',
      'empty ciphertext',
    );
    await assertRejectsWithCode(
      () => decrypt(ciphertext.subarray(0, 2 * SEALED + 10), fileKey),
      'FILE_TRUNCATED',
      'cut inside the final tag',
    );
    await assertRejectsWithCode(
      () => decrypt(ciphertext.subarray(0, ciphertext.byteLength - 1), fileKey),
      'FILE_CHUNK_AUTHENTICATION_FAILED',
      'last byte cut',
    );
  },

  'files: swapped or duplicated chunks fail with FILE_CHUNK_AUTHENTICATION_FAILED': async () => {
    const fileKey = generateFileEncryptionKey();
    const [first, second, last] = sealedChunks(
      await encrypt(patternBytes(2 * MIB + 10, 6), fileKey),
    ) as [Uint8Array, Uint8Array, Uint8Array];
    const code = 'FILE_CHUNK_AUTHENTICATION_FAILED';
    await assertRejectsWithCode(
      () => decrypt(concatBytes(second, first, last), fileKey),
      code,
      'first two swapped',
    );
    await assertRejectsWithCode(
      () => decrypt(concatBytes(first, first, last), fileKey),
      code,
      'first chunk repeated',
    );
    await assertRejectsWithCode(
      () => decrypt(concatBytes(first, last), fileKey),
      code,
      'middle chunk dropped',
    );
  },

  'files: a flipped bit anywhere fails with FILE_CHUNK_AUTHENTICATION_FAILED': async () => {
    const fileKey = generateFileEncryptionKey();
    const ciphertext = await encrypt(patternBytes(MIB + 300, 8), fileKey);
    for (const offset of [0, MIB + 3, SEALED - 1, SEALED, ciphertext.byteLength - 1]) {
      await assertRejectsWithCode(
        () => decrypt(flipBit(ciphertext, offset), fileKey),
        'FILE_CHUNK_AUTHENTICATION_FAILED',
        `bit flipped at ${offset}`,
      );
    }
    const wrongKey = { ...fileKey, key: flipBit(fileKey.key, 0) as Uint8Array<ArrayBuffer> };
    await assertRejectsWithCode(
      () => decrypt(ciphertext, wrongKey),
      'FILE_CHUNK_AUTHENTICATION_FAILED',
      'wrong key',
    );
    const wrongPrefix = {
      ...fileKey,
      noncePrefix: flipBit(fileKey.noncePrefix, 7) as Uint8Array<ArrayBuffer>,
    };
    await assertRejectsWithCode(
      () => decrypt(ciphertext, wrongPrefix),
      'FILE_CHUNK_AUTHENTICATION_FAILED',
      'wrong nonce prefix',
    );
  },

  'files: data after the final chunk is an error': async () => {
    const fileKey = generateFileEncryptionKey();
    const fullChunk = await encrypt(patternBytes(MIB, 9), fileKey);
    await assertRejectsWithCode(
      () => decrypt(concatBytes(fullChunk, new Uint8Array([0])), fileKey),
      'FILE_TRAILING_DATA',
      'one byte after a full final chunk',
    );
    await assertRejectsWithCode(
      () => decrypt(concatBytes(fullChunk, fullChunk), fileKey),
      'FILE_TRAILING_DATA',
      'final chunk replayed',
    );
    // After a short final chunk the extra bytes become part of it, which then fails to authenticate.
    const shortFinal = await encrypt(patternBytes(MIB + 1, 9), fileKey);
    await assertRejectsWithCode(
      () => decrypt(concatBytes(shortFinal, new Uint8Array(5)), fileKey),
      'FILE_CHUNK_AUTHENTICATION_FAILED',
      'bytes after a short final chunk',
    );
    const empty = await encrypt(new Uint8Array(0), fileKey);
    await assertRejectsWithCode(
      () => decrypt(concatBytes(empty, empty), fileKey),
      'FILE_CHUNK_AUTHENTICATION_FAILED',
      'empty file twice',
    );
  },

  'files: only authenticated chunks are emitted before an error': async () => {
    const fileKey = generateFileEncryptionKey();
    const plaintext = patternBytes(2 * MIB + 1, 10);
    const ciphertext = flipBit(await encrypt(plaintext, fileKey), SEALED + 5);
    const reader = decryptFileStream(streamOf(ciphertext), fileKey).getReader();
    const first = await reader.read();
    assertBytesEqual(
      first.value as Uint8Array,
      plaintext.subarray(0, MIB),
      'first chunk is intact',
    );
    await assertRejectsWithCode(
      () => reader.read(),
      'FILE_CHUNK_AUTHENTICATION_FAILED',
      'second chunk',
    );
  },

  'files: invalid keys and non-byte stream chunks fail with codes': async () => {
    const good = generateFileEncryptionKey();
    await assertRejectsWithCode(
      () => encryptFileStream(streamOf(new Uint8Array(1)), { ...good, key: good.key.slice(1) }),
      'INVALID_FILE_KEY',
      'short key',
    );
    await assertRejectsWithCode(
      () =>
        decryptFileStream(streamOf(new Uint8Array(1)), {
          ...good,
          noncePrefix: new Uint8Array(12),
        }),
      'INVALID_FILE_KEY',
      '12-byte prefix',
    );
    const strings = new ReadableStream<unknown>({
      start: (controller) => {
        controller.enqueue('text');
      },
    });
    await assertRejectsWithCode(
      () => readAll(encryptFileStream(strings as ReadableStream<Uint8Array>, good)),
      'INVALID_STREAM_CHUNK',
      'string chunk',
    );
  },
};
