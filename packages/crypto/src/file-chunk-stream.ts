import { ChunkReader } from './chunk-reader';
import { createChunkCipher, type ChunkCipher } from './file-chunk-cipher';
import { checkFileEncryptionKey, type FileEncryptionKey } from './file-format';

export interface FileStreamOptions {
  /**
   * Called after each chunk with the cumulative number of plaintext bytes processed
   * (encrypted or decrypted), to drive a progress bar against the file size.
   */
  onProgress?: (plaintextBytes: number) => void;
}

/** Turns one input chunk into its output; `plaintextBytes` feeds the progress count. */
export type ChunkStep = (
  cipher: ChunkCipher,
  index: number,
  input: Uint8Array<ArrayBuffer>,
  isFinal: boolean,
) => Promise<{ output: Uint8Array<ArrayBuffer>; plaintextBytes: number }>;

type StepResult = Awaited<ReturnType<ChunkStep>>;

// WebCrypto runs on its own thread: with two chunks in flight, this thread reads and copies the
// next chunk while the current one is being sealed, and the crypto thread never waits for a
// round trip between chunks (a few percent in the bench; more overlap with a slow consumer).
// That is also the whole read-ahead, about one chunk: the output has no queue (high-water mark
// 0), so memory stays at a few chunks whatever the file size.
const CHUNKS_IN_FLIGHT = 2;

/**
 * The shared pump of encryptFileStream and decryptFileStream: re-chunks `source` into
 * `inputChunkSize` pieces and runs `step` on each, in order, strictly on demand (pull-based).
 */
export function createChunkStream(
  source: ReadableStream<Uint8Array>,
  fileKey: FileEncryptionKey,
  inputChunkSize: number,
  step: ChunkStep,
  options: FileStreamOptions,
): ReadableStream<Uint8Array> {
  checkFileEncryptionKey(fileKey);
  const reader = new ChunkReader(source);
  const inFlight: Array<{ result: Promise<StepResult>; isFinal: boolean }> = [];
  // Input buffers are reused once their chunk's step has settled: allocating (and page-faulting)
  // a fresh megabyte per chunk cost more than the stream's whole bookkeeping, and left garbage
  // the collector is slow to reclaim. WebCrypto copies its input when called, so a step only
  // needs its buffer until it settles.
  const freeBuffers: Array<Uint8Array<ArrayBuffer>> = [];
  let cipher: ChunkCipher;
  let index = 0;
  let sourceDone = false;
  let processed = 0;

  async function startNextChunk(): Promise<void> {
    const buffer = freeBuffers.pop() ?? new Uint8Array(inputChunkSize);
    const input = await reader.readInto(buffer);
    // Which chunk is final is only known by looking one byte past a full chunk.
    const isFinal = input.byteLength < inputChunkSize || (await reader.atEnd());
    const result = step(cipher, index, input, isFinal);
    // Results are awaited in order in pull; the rejection handler only keeps a later chunk's
    // failure from being reported as unhandled when an earlier one fails first.
    result.then(
      () => freeBuffers.push(buffer),
      () => undefined,
    );
    inFlight.push({ result, isFinal });
    index += 1;
    sourceDone = isFinal;
  }

  return new ReadableStream<Uint8Array>(
    {
      start: () =>
        reader.guard(async () => {
          cipher = await createChunkCipher(fileKey);
        }),
      pull: (controller) =>
        reader.guard(async () => {
          while (inFlight.length < CHUNKS_IN_FLIGHT && !sourceDone) await startNextChunk();
          const { result, isFinal } = inFlight.shift() as (typeof inFlight)[number];
          const { output, plaintextBytes } = await result;
          controller.enqueue(output);
          processed += plaintextBytes;
          options.onProgress?.(processed);
          if (isFinal) controller.close();
        }),
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
