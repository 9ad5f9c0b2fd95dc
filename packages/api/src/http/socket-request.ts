import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * A fetch Request made by Coffer's server from a node:http request (server/serve-fetch.ts),
 * which keeps that request: the readers that stream a body (a multipart upload into busboy, a
 * bounded JSON or form body) take its bytes from the socket as they come, through `bodyStream`,
 * without a web stream in between. Its `body` stays a web stream for the readers that want
 * one (tRPC): made on the first read only, so the two never share the socket.
 */
export class SocketRequest extends Request {
  constructor(
    url: string,
    init: Omit<RequestInit, 'signal'>,
    readonly incoming: IncomingMessage,
    signal: AbortSignal,
  ) {
    super(url, init);
    // The server's own signal (aborted when the client leaves), not one the Request would
    // make to follow it: that costs a signal and a listener on every request, and only an
    // event stream ever listens (packages/bench/README.md, the routing row).
    Object.defineProperty(this, 'signal', { value: signal });
  }
}

/**
 * The request's body as a node stream, or null when it has none (GET, HEAD): the socket's own
 * stream for a request Coffer's server made, a bridge from the web stream for any other (the
 * tests' hand-made requests). Read it once, instead of `request.body`, never besides it.
 */
export function bodyStream(request: Request): Readable | null {
  if (request.body === null) return null;
  if (request instanceof SocketRequest) return request.incoming;
  return Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
}
