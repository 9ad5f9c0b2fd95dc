// Stream helpers shared by the conformance cases and the Node tests (browser-safe).

/**
 * A pull-based stream over `bytes`, cut into pieces whose sizes cycle through `pieceSizes`:
 * the encryption must not depend on how its input is delivered.
 */
export function streamOf(
  bytes: Uint8Array,
  pieceSizes: readonly number[] = [65536],
): ReadableStream<Uint8Array> {
  let offset = 0;
  let piece = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= bytes.byteLength) {
          controller.close();
          return;
        }
        const size = pieceSizes[piece++ % pieceSizes.length] as number;
        controller.enqueue(bytes.slice(offset, offset + size));
        offset += size;
      },
    },
    { highWaterMark: 0 },
  );
}

/** Concatenates a stream's pieces (also returns how many pieces there were). */
export async function readAll(
  stream: ReadableStream<Uint8Array>,
): Promise<{ bytes: Uint8Array; pieces: number }> {
  const parts: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    length += value.byteLength;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return { bytes, pieces: parts.length };
}

/** Deterministic pseudo-random bytes (xorshift32), identical in every environment. */
export function patternBytes(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    bytes[index] = state & 0xff;
  }
  return bytes;
}
