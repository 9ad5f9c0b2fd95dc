import type { Readable } from 'node:stream';
import { bodyStream } from './socket-request';

/**
 * A request body as UTF-8 text, refused with `tooLarge()` as soon as it passes `maxBytes`:
 * a client announcing or sending more is never read to its end, nor held in memory. The
 * bytes come straight from the socket (http/socket-request.ts); past the limit, the rest is
 * drained unread, not cut, so that the refusal reaches a client still sending.
 */
export async function readBoundedText(
  request: Request,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  const body = bodyStream(request);
  if (!body) return '';
  const chunks = await readChunks(body, maxBytes, tooLarge);
  // TextDecoder, as Request.text() does: a leading byte-order mark is dropped.
  return new TextDecoder().decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
}

function readChunks(body: Readable, maxBytes: number, tooLarge: () => Error): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: () => void) => {
      body.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      settle(() => reject(tooLarge()));
      // Drained to its end; a client leaving meanwhile has nobody left to tell.
      body.on('error', () => undefined).resume();
    };
    const onEnd = () => settle(() => resolve(chunks));
    const onError = (error: Error) => settle(() => reject(error));
    // The client left mid-body: the reader learns it, not waits forever.
    const onClose = () => {
      if (!body.readableEnded) settle(() => reject(new Error('the client left mid-body')));
    };
    body.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
