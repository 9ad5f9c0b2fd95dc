import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';

/** What `messages.sendFile` sends: a file path, a Node stream or a web stream. */
export type FileSource = string | Readable | ReadableStream<Uint8Array>;

export type OpenedFileSource = {
  stream: () => ReadableStream<Uint8Array>;
  size: number;
  name: string;
};

/**
 * A file's bytes and size before anything is sent: a path is measured; a stream needs its
 * `size`, which goes into the decryption info ahead of the file and is checked as it flows.
 */
export async function openFileSource(
  source: FileSource,
  options: { name?: string; size?: number },
): Promise<OpenedFileSource> {
  if (typeof source === 'string') {
    const { size } = await stat(source);
    return {
      size,
      name: options.name ?? basename(source),
      stream: () => Readable.toWeb(createReadStream(source)) as ReadableStream<Uint8Array>,
    };
  }
  if (options.size === undefined || !Number.isSafeInteger(options.size) || options.size < 0) {
    throw new TypeError('sendFile: a stream needs its size in bytes (options.size)');
  }
  if (!options.name) throw new TypeError('sendFile: a stream needs a file name (options.name)');
  const stream =
    source instanceof ReadableStream
      ? source
      : (Readable.toWeb(source) as ReadableStream<Uint8Array>);
  return { size: options.size, name: options.name, stream: () => stream };
}

/** Passes the bytes through, failing the stream when they are not exactly `size` bytes. */
export function exactSize(size: number): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > size) throw new RangeError(`the file is longer than its declared ${size} bytes`);
      controller.enqueue(chunk);
    },
    flush() {
      if (seen !== size)
        throw new RangeError(`the file is ${seen} bytes, not the declared ${size}`);
    },
  });
}
