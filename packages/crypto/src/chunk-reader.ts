import { CryptoError } from './errors';

/**
 * Re-chunks a byte stream whose pieces have arbitrary sizes into exact-size chunks, reading
 * from the source only when asked (so the caller's pull drives backpressure). At most one
 * source piece is held beyond the chunk being assembled.
 */
export class ChunkReader {
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  #leftover: Uint8Array = new Uint8Array(0);
  #done = false;

  constructor(source: ReadableStream<Uint8Array>) {
    this.#reader = source.getReader();
  }

  /**
   * Fills `buffer` from the source and returns the filled part: all of it, or less only when
   * the source ends first. The caller owns `buffer` (so it can reuse it for later chunks).
   */
  async readInto(buffer: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
    let filled = 0;
    while (filled < buffer.byteLength && (this.#leftover.byteLength > 0 || (await this.#fetch()))) {
      const taken = Math.min(buffer.byteLength - filled, this.#leftover.byteLength);
      buffer.set(this.#leftover.subarray(0, taken), filled);
      this.#leftover = this.#leftover.subarray(taken);
      filled += taken;
    }
    return filled === buffer.byteLength ? buffer : buffer.subarray(0, filled);
  }

  /** True when no byte is left; looks ahead by at most one source piece. */
  async atEnd(): Promise<boolean> {
    return this.#leftover.byteLength === 0 && !(await this.#fetch());
  }

  async cancel(reason: unknown): Promise<void> {
    await this.#reader.cancel(reason).catch(() => undefined);
  }

  /** Runs one step; on failure the source is cancelled (e.g. a download is aborted) too. */
  async guard(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      await this.cancel(error);
      throw error;
    }
  }

  /** Loads the next non-empty piece into #leftover; false at the end of the source. */
  async #fetch(): Promise<boolean> {
    while (!this.#done) {
      const { done, value } = await this.#reader.read();
      if (done) {
        this.#done = true;
        break;
      }
      if (!ArrayBuffer.isView(value)) {
        throw new CryptoError('INVALID_STREAM_CHUNK', 'File streams must carry Uint8Array chunks');
      }
      if (value.byteLength > 0) {
        this.#leftover = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
        return true;
      }
    }
    return false;
  }
}
