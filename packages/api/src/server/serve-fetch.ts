import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '@coffer/domain';
import { SocketRequest } from '../http/socket-request';
import { WholeResponse } from '../http/whole-response';
import { logServerError } from '../observability/logger';

export type FetchHandler = (request: Request) => Response | Promise<Response>;
export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const INTERNAL_ERROR = new AppError('internal').toBody();

/**
 * Serves a fetch-style handler (packages/api's table) on node:http: the request keeps the node
 * request it came from (http/socket-request.ts), whose body the handler reads straight from the
 * socket as it asks for it, paused in between; the answer's body is written as it comes
 * (each event of an event stream at once; a download with the Content-Length it declares),
 * and the request's signal aborts when the client leaves, which ends an event stream.
 * `origin` is the public origin (APP_ORIGIN): a Host header never names the request's URL.
 */
export function serveFetch(handler: FetchHandler, origin: string): NodeHandler {
  return async (incoming, outgoing) => {
    const left = new AbortController();
    outgoing.once('close', () => {
      if (!outgoing.writableFinished) left.abort();
    });
    let response: Response;
    try {
      response = await handler(toRequest(incoming, origin, left.signal));
    } catch (error) {
      logServerError('http', error);
      if (!outgoing.headersSent) {
        outgoing.writeHead(500, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify(INTERNAL_ERROR));
      }
      return;
    }
    await writeResponse(response, outgoing, left.signal);
  };
}

function toRequest(incoming: IncomingMessage, origin: string, signal: AbortSignal): SocketRequest {
  const method = incoming.method ?? 'GET';
  // As node:http parsed them: a repeated header that may come once kept once, as Next.js did.
  // Given as pairs, which the Request copies once (a Headers object would be a second copy).
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.push([name, value]);
    else for (const each of value ?? []) headers.push([name, each]);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new SocketRequest(
    urlOf(incoming.url ?? '/', origin),
    { method, headers, ...(hasBody && { body: webBodyOf(incoming), duplex: 'half' }) },
    incoming,
    signal,
  );
}

/**
 * The request's URL on the public origin: the path and query the client sent (origin-form),
 * or those of an absolute-form target, whose host is not taken.
 */
function urlOf(target: string, origin: string): string {
  if (target.startsWith('/')) return origin + target;
  try {
    const url = new URL(target);
    return origin + url.pathname + url.search;
  } catch {
    return `${origin}/`;
  }
}

/**
 * The body as a web stream, for the handlers that read `request.body` (tRPC): nothing touches
 * the socket until its first read, so that a handler streaming the node request itself
 * (bodyStream) has it whole. Then one chunk per read, the socket paused in between. A handler
 * that gives up on the body has the rest drained, not the connection cut, so that its answer
 * reaches the client.
 */
function webBodyOf(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  // Once the reader cancelled (a handler that gave up on the body) or the stream ended, the
  // socket's later events must not touch the controller: closing a cancelled stream throws,
  // outside any request, and would take the process down.
  let open = true;
  let listening = false;
  const finish = (end: () => void) => {
    if (!open) return;
    open = false;
    end();
  };
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (listening) {
          incoming.resume();
          return;
        }
        listening = true;
        incoming.on('data', (chunk: Buffer) => {
          if (!open) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
        });
        incoming.once('end', () => finish(() => controller.close()));
        incoming.once('error', (error) => finish(() => controller.error(error)));
        // The client left in the middle of its body: the reader learns it, not waits forever.
        incoming.once('close', () => {
          if (!incoming.complete) {
            finish(() => controller.error(new Error('the client left mid-body')));
          }
        });
      },
      cancel() {
        open = false;
        incoming.resume();
      },
    },
    // No window of its own: pull is called for a read only, never ahead of one.
    { highWaterMark: 0 },
  );
}

async function writeResponse(
  response: Response,
  outgoing: ServerResponse,
  left: AbortSignal,
): Promise<void> {
  outgoing.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') outgoing.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outgoing.setHeader('set-cookie', cookies);
  if (response instanceof WholeResponse) {
    endWhole(response.whole, outgoing);
    return;
  }
  const body = response.body;
  if (!body || outgoing.req.method === 'HEAD') {
    await body?.cancel();
    outgoing.end();
    return;
  }
  // An event stream's headers go at once: the page knows it is connected before any event.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    outgoing.flushHeaders();
  }
  const reader = body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  left.addEventListener('abort', stop, { once: true });
  try {
    if (!outgoing.headersSent && (await endWithOneChunk(reader, outgoing))) return;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!outgoing.write(value)) await drained(outgoing);
      if (left.aborted) return;
    }
    outgoing.end();
  } catch (error) {
    // The answer broke off after its status went out: the connection is all that is left.
    if (!left.aborted) logServerError('http', error);
    outgoing.destroy();
  } finally {
    left.removeEventListener('abort', stop);
  }
}

/** A whole answer goes with its length and the headers in one `end`, as node:http's own does. */
function endWhole(bytes: Uint8Array, outgoing: ServerResponse): void {
  if (outgoing.req.method === 'HEAD') {
    outgoing.end();
    return;
  }
  if (!outgoing.hasHeader('content-length')) outgoing.setHeader('content-length', bytes.byteLength);
  outgoing.end(bytes);
}

/**
 * A body made whole (a page, or any Response not made as a WholeResponse) is one chunk: it is sent
 * with its length and the headers in one `end`, as a plain node:http server does, rather than
 * chunked in two writes. Otherwise its first chunk is written and the caller goes on.
 * Resolves true when the answer is done.
 */
async function endWithOneChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  outgoing: ServerResponse,
): Promise<boolean> {
  const first = await reader.read();
  if (first.done) {
    outgoing.end();
    return true;
  }
  const second = await reader.read();
  if (second.done) {
    if (!outgoing.hasHeader('content-length')) {
      outgoing.setHeader('content-length', first.value.byteLength);
    }
    outgoing.end(first.value);
    return true;
  }
  outgoing.write(first.value);
  if (!outgoing.write(second.value)) await drained(outgoing);
  return false;
}

/** Until the socket takes more, or closes (the client left). */
function drained(outgoing: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      outgoing.off('drain', done);
      outgoing.off('close', done);
      resolve();
    };
    outgoing.once('drain', done);
    outgoing.once('close', done);
  });
}
