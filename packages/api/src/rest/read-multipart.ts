import busboy from 'busboy';
import { AppError } from '@coffer/domain';
import {
  FileTooLargeError,
  StorageFullError,
  type FileUpload,
  type ReceiveFile,
} from '@coffer/domain/storage';
import { bodyStream } from '../http/socket-request';
import { getMetrics } from '../observability/metrics';

const MAX_FIELD_BYTES = 1024 * 1024;

/** The parts of a form: the one file part expected, and the text parts besides it. */
export type MultipartForm = { fileField: string; fields: readonly string[] };

type MultipartSpec<Stored> = MultipartForm & FileUpload<Stored>;

/** The parts expected, without what is done with them. */
type FormShape = Pick<MultipartSpec<never>, 'fileField' | 'maxBytes' | 'fields'>;

/** An upload operation's file (the domain's ReceiveFile), read from this request's form. */
export function receiveMultipart(request: Request, form: MultipartForm) {
  return (<Stored>(upload: FileUpload<Stored>) =>
    readMultipart(request, { ...form, ...upload })) satisfies ReceiveFile<unknown>;
}

/** What ended the reading of the body first; undefined: the form was read to its end. */
type Interruption =
  { by: 'client'; error: unknown } | { by: 'parser'; error: unknown } | { by: 'store' } | undefined;

/**
 * Streams a multipart/form-data body: the file part goes straight to `store` (never
 * buffered whole), the text parts are collected. Whatever goes wrong, nothing is kept (the
 * store function cleans up its own failures, `discard` undoes a success) and the answer is
 * a contract error: 413 for a file over the limit, 507 when storage is full, 400 for a body
 * that is not a well-formed form. A failed store stops the reading at once and the rest of
 * the body is drained, so the answer never waits for a parser that nobody feeds.
 */
export async function readMultipart<Stored>(
  request: Request,
  spec: MultipartSpec<Stored>,
): Promise<{ stored: Stored; fields: Record<string, string> }> {
  const parser = createParser(request.headers.get('content-type') ?? '', spec);
  // Straight from the socket into busboy (http/socket-request.ts): pipe pauses the socket
  // whenever busboy, and through it the store, is behind.
  const body = bodyStream(request);
  if (!body) throw malformedBody(spec, 'the body is empty');
  const fields: Record<string, string> = {};
  const unexpected: Record<string, string> = {};
  let storing: Promise<Stored> | undefined;
  const interrupted = new Promise<Interruption>((resolve) => {
    parser.on('file', (name, stream) => {
      // busboy destroys a file stream with the parser's own error when the form breaks off:
      // that error is handled through the parser; unhandled here it would crash the process.
      stream.on('error', () => undefined);
      if (name !== spec.fileField || storing) {
        unexpected[name] = 'forbidden';
        stream.resume();
        return;
      }
      storing = storeCounted(spec, stream);
      storing.catch(() => resolve({ by: 'store' }));
    });
    parser.on('field', (name, value, info) => {
      if (!spec.fields.includes(name) || info.valueTruncated)
        unexpected[name] = info.valueTruncated ? 'too_large' : 'forbidden';
      else fields[name] = value;
    });
    parser.on('close', () => resolve(undefined));
    parser.on('error', (error) => resolve({ by: 'parser', error }));
    const clientLeft = (error: unknown) => {
      resolve({ by: 'client', error });
      parser.destroy(error instanceof Error ? error : undefined);
    };
    body.on('error', clientLeft);
    // A socket closed mid-body may say so without an error: the form would never end.
    body.once('close', () => {
      if (!body.readableEnded) clientLeft(new Error('the client left mid-body'));
    });
  });
  body.pipe(parser);
  const interruption = await interrupted;
  if (interruption) {
    // The answer must reach a client that is still sending: stop parsing and drain the rest
    // of the body (destroying the request would reset the connection, and the answer with
    // it). Destroying the parser also ends a file stream still being stored, whose store then
    // fails and cleans up.
    body.unpipe(parser);
    parser.destroy();
    body.resume();
  }
  const outcome = storing ? await settle(storing) : undefined;
  const refusal = refusalOf(spec, interruption, outcome, unexpected);
  if (!refusal && outcome && 'value' in outcome) return { stored: outcome.value, fields };
  if (outcome && 'value' in outcome) await spec.discard(outcome.value);
  throw refusal;
}

function createParser(contentType: string, spec: FormShape): busboy.Busboy {
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    try {
      return busboy({
        headers: { 'content-type': contentType },
        // busboy reports the limit when the size reaches it: one byte more than allowed. One
        // part more than expected is let through so that it is named in the refusal, not dropped.
        limits: {
          files: 2,
          fileSize: spec.maxBytes + 1,
          fields: spec.fields.length + 1,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
    } catch {
      // Thrown for a missing boundary or a type busboy does not parse: the header is wrong.
    }
  }
  throw new AppError('bad_request', {
    origin: 'headers',
    desc: 'the body must be multipart/form-data with a boundary',
    details: { 'content-type': 'invalid' },
  });
}

/** Why the request fails, most telling reason first; undefined when it succeeds. */
function refusalOf(
  spec: FormShape,
  interruption: Interruption,
  outcome: { value: unknown } | { error: unknown } | undefined,
  unexpected: Record<string, string>,
): unknown {
  const storeError = outcome && 'error' in outcome ? outcome.error : undefined;
  if (storeError instanceof FileTooLargeError) {
    return new AppError('request_entity_too_large', {
      origin: 'body',
      desc: `${spec.fileField} is larger than ${storeError.maxBytes} bytes`,
      details: { [spec.fileField]: 'too_large' },
    });
  }
  if (storeError instanceof StorageFullError) {
    // Not the request's fault: the body says only what the code→status table says.
    return new AppError('insufficient_storage', { cause: storeError });
  }
  if (storeError instanceof AppError) return storeError;
  if (interruption?.by === 'client') {
    // The client went away mid-body: nobody reads this answer, and it is no server fault.
    return malformedBody(spec, 'the request body ended before it was complete');
  }
  if (interruption?.by === 'parser') {
    // busboy's messages name what is wrong with the form ("Unexpected end of form",
    // "Malformed part header"); they describe the request, nothing of the server.
    const reason = interruption.error instanceof Error ? interruption.error.message : 'malformed';
    return malformedBody(spec, `the multipart body is malformed: ${reason.toLowerCase()}`);
  }
  if (storeError !== undefined) return storeError;
  if (!outcome) {
    return new AppError('bad_request', {
      origin: 'body',
      desc: `the ${spec.fileField} file part is required`,
      details: { [spec.fileField]: 'required' },
    });
  }
  if (Object.keys(unexpected).length > 0) {
    return new AppError('bad_request', {
      origin: 'body',
      desc: 'unexpected multipart parts',
      details: unexpected,
    });
  }
  return undefined;
}

function malformedBody(spec: FormShape, desc: string): AppError {
  return new AppError('bad_request', {
    origin: 'body',
    desc,
    details: { [spec.fileField]: 'malformed' },
  });
}

function settle<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

/** `spec.store`, counted in the metrics: uploads in flight, and the bytes that went through. */
async function storeCounted<Stored>(
  spec: MultipartSpec<Stored>,
  stream: AsyncIterable<Uint8Array>,
): Promise<Stored> {
  const { uploadsInFlight, uploadBytes } = getMetrics();
  async function* counted() {
    for await (const chunk of stream) {
      uploadBytes.inc(chunk.byteLength);
      yield chunk;
    }
  }
  uploadsInFlight.inc();
  try {
    return await spec.store(counted());
  } finally {
    uploadsInFlight.dec();
  }
}
