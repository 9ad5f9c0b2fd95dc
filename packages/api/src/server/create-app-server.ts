import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { observeRequests } from '../observability/observe-requests';
import { clientIpStamper, type TrustedProxies } from '../auth/stamp-client-ip';
import type { ErrorBody } from '@coffer/domain';
import { getLogger } from '@coffer/env/logger';
import { setSecurityHeaders } from './security-headers';

export type AppServerOptions = {
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  trustedProxies: TrustedProxies;
  /** A connection that sends and receives nothing for this long is closed. */
  idleTimeoutMs: number;
  /** Requests worked on at once, event streams aside; beyond, 503 at once (HTTP_MAX_IN_FLIGHT). */
  maxInFlight: number;
};

export type AppServer = {
  server: Server;
  /**
   * Stops accepting connections, lets the requests in flight finish for at most `graceMs`,
   * then closes every connection. Resolves with the number of requests cut off.
   */
  shutDown: (graceMs: number) => Promise<number>;
};

// The request line and headers come at once from any real client; a peer that trickles
// them is holding a socket, not sending a request.
const HEADERS_TIMEOUT_MS = 20_000;

const UNAVAILABLE = {
  code: 'service_unavailable',
  origin: 'not_defined',
  desc: 'the service is unavailable',
  details: {},
} satisfies ErrorBody;

const OVERLOADED = {
  code: 'service_unavailable',
  origin: 'not_defined',
  desc: 'the service is busy; try again in a second',
  details: {},
} satisfies ErrorBody;

// Event streams (GET) last as long as their page is open: they have caps of their own
// (STREAMS_PER_SESSION, STREAMS_PER_ADDRESS), and would otherwise fill the in-flight budget.
const EVENT_STREAM_PATH = /^\/api\/boxes\/(?:[^/?]+\/)?events\/stream(?:\?|$)/;

/**
 * Coffer's node:http server (ARCHITECTURE.md, "Request path"), around the dispatch: it names the
 * client (clientIpStamper), sets the security headers of every answer, sheds load beyond
 * `maxInFlight`, bounds silence rather than duration (an upload may take as long as it needs
 * while bytes keep coming; Node's default caps every request at 300 s), and drains on
 * shutdown.
 */
export function createAppServer(options: AppServerOptions): AppServer {
  const stampClientIp = clientIpStamper(options.trustedProxies);
  // Every request is logged and measured (docs/operations.md).
  const handle = observeRequests(options.handle);
  const inFlight = new Set<ServerResponse>();
  // Of those, the ones counted against maxInFlight.
  let working = 0;
  let draining = false;
  let onDrained: (() => void) | undefined;

  const server = createServer((request, response) => {
    // A keep-alive connection may still bring a request after the listener closed.
    if (draining) {
      response
        .writeHead(503, { 'content-type': 'application/json', connection: 'close' })
        .end(JSON.stringify(UNAVAILABLE));
      return;
    }
    stampClientIp(request);
    setSecurityHeaders(request, response);
    // Overload answers at once, before the body is read and before any work: a client can
    // tell "busy, come back" (503, Retry-After) from a failure (docs/operations.md).
    const counted = !(request.method === 'GET' && EVENT_STREAM_PATH.test(request.url ?? ''));
    if (counted && working >= options.maxInFlight) {
      // The body is let through unread, not cut: closing on a client still sending would reset
      // the connection, and the 503 could be lost with it.
      request.resume();
      response
        .writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' })
        .end(JSON.stringify(OVERLOADED));
      return;
    }
    if (counted) {
      working += 1;
      response.once('close', () => (working -= 1));
    }
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      if (inFlight.size === 0) onDrained?.();
    });
    // Next.js and serveFetch answer their own errors (500); what still escapes leaves
    // nothing to answer.
    handle(request, response).catch((error: unknown) => {
      getLogger().error({ err: error }, 'request handler failed');
      response.destroy();
    });
  });
  server.requestTimeout = 0;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  // Without a 'timeout' listener, Node destroys a socket that stays idle this long.
  server.timeout = options.idleTimeoutMs;

  return {
    server,
    shutDown: async (graceMs) => {
      draining = true;
      // Stops listening and closes the idle keep-alive connections at once.
      server.close();
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      if (inFlight.size > 0) {
        await new Promise<void>((resolve) => {
          const deadline = setTimeout(resolve, graceMs);
          onDrained = () => {
            clearTimeout(deadline);
            resolve();
          };
        });
      }
      const cutOff = inFlight.size;
      server.closeAllConnections();
      return cutOff;
    },
  };
}
