import { Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError } from '@coffer/domain';
import { FileTooLargeError } from '@coffer/domain/storage';

const MAX_FIELD_BYTES = 1024 * 1024;

export type MultipartSpec<Stored> = {
  /** The one file part expected, and what to do with its stream (store it). */
  fileField: string;
  maxFileBytes: number;
  store: (stream: Readable) => Promise<Stored>;
  /** Undoes `store` when the request fails after the file was kept. */
  discard: (stored: Stored) => Promise<void>;
  /** Text parts expected besides the file. */
  fields: readonly string[];
};

/**
 * Streams a multipart/form-data body: the file part goes straight to `store` (never
 * buffered whole), the text parts are collected. A file over the limit answers 413 and
 * nothing is kept (the store function must clean up on error, as FileStorage does).
 */
export async function readMultipart<Stored>(
  request: Request,
  spec: MultipartSpec<Stored>,
): Promise<{ stored: Stored; fields: Record<string, string> }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    throw new AppError('bad_request', {
      origin: 'headers',
      desc: 'the body must be multipart/form-data',
      details: { 'content-type': 'invalid' },
    });
  }
  const parser = busboy({
    headers: { 'content-type': contentType },
    // busboy reports the limit when the size reaches it: one byte more than allowed. One part
    // more than expected is let through so that it is named in the refusal, not dropped.
    limits: {
      files: 2,
      fileSize: spec.maxFileBytes + 1,
      fields: spec.fields.length + 1,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  const fields: Record<string, string> = {};
  let stored: Promise<Stored> | undefined;
  const unexpected: Record<string, string> = {};
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('file', (name, stream) => {
      if (name !== spec.fileField || stored) {
        unexpected[name] = 'forbidden';
        stream.resume();
        return;
      }
      stored = spec.store(stream);
      // Handled where it is awaited; this keeps an early failure from being "unhandled".
      stored.catch(() => undefined);
    });
    parser.on('field', (name, value, info) => {
      if (!spec.fields.includes(name) || info.valueTruncated)
        unexpected[name] = info.valueTruncated ? 'too_large' : 'forbidden';
      else fields[name] = value;
    });
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  const body = Readable.fromWeb(
    request.body as import('node:stream/web').ReadableStream<Uint8Array>,
  );
  body.on('error', (error) => parser.destroy(error));
  body.pipe(parser);
  let failure: unknown;
  await finished.catch((error: unknown) => {
    failure = error;
  });
  let result: { value: Stored } | undefined;
  if (stored) {
    await stored.then(
      (value) => {
        result = { value };
      },
      (error: unknown) => {
        // The store's own failure (too large, aborted) says more than the parser's.
        failure = error;
      },
    );
  }
  failure ??= !stored
    ? new AppError('bad_request', {
        origin: 'body',
        desc: `the ${spec.fileField} file part is required`,
        details: { [spec.fileField]: 'required' },
      })
    : Object.keys(unexpected).length > 0
      ? new AppError('bad_request', {
          origin: 'body',
          desc: 'unexpected multipart parts',
          details: unexpected,
        })
      : undefined;
  if (failure === undefined && result) return { stored: result.value, fields };
  if (result) await spec.discard(result.value);
  if (isClientAbort(failure)) {
    // The client went away mid-body: nobody reads this answer, and it is no server fault.
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'the request body ended before it was complete',
      details: { [spec.fileField]: 'malformed' },
    });
  }
  if (failure instanceof FileTooLargeError) {
    throw new AppError('request_entity_too_large', {
      origin: 'body',
      desc: `${spec.fileField} is larger than ${failure.maxBytes} bytes`,
      details: { [spec.fileField]: 'too_large' },
    });
  }
  throw failure;
}

/** Node's error for a request whose connection closed before its body ended. */
function isClientAbort(error: unknown): boolean {
  return (
    error instanceof Error &&
    ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || error.message === 'aborted')
  );
}
