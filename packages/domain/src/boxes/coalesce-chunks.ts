/**
 * Regroups a byte stream into blocks of at least `blockBytes` (the last may be shorter).
 * Errors of the source, and an early stop of the consumer, go through as with the source
 * itself.
 */
export async function* coalesceChunks(
  source: AsyncIterable<Uint8Array>,
  blockBytes: number,
): AsyncGenerator<Uint8Array> {
  let parts: Uint8Array[] = [];
  let buffered = 0;
  for await (const chunk of source) {
    parts.push(chunk);
    buffered += chunk.byteLength;
    if (buffered >= blockBytes) {
      yield Buffer.concat(parts, buffered);
      parts = [];
      buffered = 0;
    }
  }
  if (buffered > 0) yield Buffer.concat(parts, buffered);
}
