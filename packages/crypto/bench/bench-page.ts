// Browser half of the bench: each phase is a function the Node driver (run.ts) calls while it
// samples the page's memory. Inputs are generated on the fly from one random 1 MiB block, so
// the page holds no copy of the file except where a phase says so.

import {
  createPasswordParams,
  decryptFileStream,
  encryptFileStream,
  FILE_CHUNK_SIZE,
  generateFileEncryptionKey,
  prehashPassword,
} from '../src/index';
import { FILE_SIZE } from './bench-file-size';

// Pieces the size a File.stream() / fetch body typically delivers: the stream must re-chunk.
const PIECE_SIZE = 256 * 1024;

const block = new Uint8Array(FILE_CHUNK_SIZE);
for (let offset = 0; offset < block.byteLength; offset += 65536)
  crypto.getRandomValues(block.subarray(offset, offset + 65536));
const fileKey = generateFileEncryptionKey();
let storedCiphertext: Uint8Array[] = [];

/** The file as a pull-based stream of PIECE_SIZE views over the repeated block. */
function plaintextStream(): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= FILE_SIZE) {
          controller.close();
          return;
        }
        const start = offset % block.byteLength;
        controller.enqueue(block.subarray(start, start + PIECE_SIZE));
        offset += PIECE_SIZE;
      },
    },
    { highWaterMark: 0 },
  );
}

function storedCiphertextStream(): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = storedCiphertext[index++];
        if (chunk === undefined) controller.close();
        else controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Reads a stream to the end, keeping nothing (or every piece when `keep` is given); with
 * `collect`, a full collection after each piece (the browser runs with --expose-gc).
 */
async function drain(
  stream: ReadableStream<Uint8Array>,
  keep?: Uint8Array[],
  collect = false,
): Promise<number> {
  let total = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total;
    total += value.byteLength;
    keep?.push(value);
    if (collect) (globalThis as unknown as { gc: () => void }).gc();
  }
}

async function timed(operation: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await operation();
  return performance.now() - start;
}

const bench = {
  async encryptStream(): Promise<number> {
    return timed(async () => {
      const written = await drain(encryptFileStream(plaintextStream(), fileKey));
      if (written !== FILE_SIZE + (FILE_SIZE / FILE_CHUNK_SIZE) * 16)
        throw new Error(`wrote ${written} bytes`);
    });
  },

  /**
   * The same with a full collection after each chunk: what remains is what the stream keeps
   * alive, the rest of encryptStream's peak is garbage not yet collected.
   */
  async encryptStreamCollected(): Promise<void> {
    await drain(encryptFileStream(plaintextStream(), fileKey), undefined, true);
  },

  /** Stands in for a download: the ciphertext the decrypt phase reads. Not timed. */
  async storeCiphertext(): Promise<void> {
    storedCiphertext = [];
    await drain(encryptFileStream(plaintextStream(), fileKey), storedCiphertext);
  },

  async decryptStream(): Promise<number> {
    return timed(async () => {
      const reader = decryptFileStream(storedCiphertextStream(), fileKey).getReader();
      let total = 0;
      let mismatches = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        // Spot check (cheap enough not to skew the timing): each chunk is the block again.
        if (value[0] !== block[0] || value[value.byteLength - 1] !== block[block.byteLength - 1])
          mismatches += 1;
        total += value.byteLength;
      }
      if (total !== FILE_SIZE || mismatches > 0)
        throw new Error(`decrypted ${total} bytes, ${mismatches} chunks differ`);
    });
  },

  dropCiphertext(): void {
    storedCiphertext = [];
  },

  /** One-shot WebCrypto AES-256-GCM over the same bytes, the reference speed. */
  async oneShot(): Promise<{ encryptMs: number; decryptMs: number }> {
    const plaintext = new Uint8Array(FILE_SIZE);
    for (let offset = 0; offset < FILE_SIZE; offset += block.byteLength)
      plaintext.set(block, offset);
    const key = await crypto.subtle.importKey('raw', fileKey.key, 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ]);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    let ciphertext = new ArrayBuffer(0);
    const encryptMs = await timed(
      async () =>
        (ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext)),
    );
    const decryptMs = await timed(() =>
      crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, ciphertext),
    );
    return { encryptMs, decryptMs };
  },

  async argon2(): Promise<number> {
    const params = createPasswordParams();
    return timed(() => prehashPassword('correct horse battery staple', params));
  },
};

export type Bench = typeof bench;

declare global {
  interface Window {
    cofferBench: Bench;
  }
}

window.cofferBench = bench;
