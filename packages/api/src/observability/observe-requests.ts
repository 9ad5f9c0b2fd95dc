import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getLogger } from '@coffer/env/logger';
import { getMetrics } from './metrics';
import { runInRequestContext, type RequestContext } from './request-context';

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Wraps a server's handler: each request gets an id (answered as X-Request-Id), and when its
 * answer ends (or the client leaves), one log line and the HTTP metrics: method, route
 * template, status, duration, caller kind. Nothing of the URL's query, the headers or the body
 * is read, so no token, code, cookie or share can reach the log.
 */
export function observeRequests(handle: NodeHandler): NodeHandler {
  return (request, response) => {
    const context: RequestContext = { id: randomUUID() };
    const started = process.hrtime.bigint();
    response.setHeader('x-request-id', context.id);
    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = request.method ?? 'GET';
      // An answer cut off before its status was sent is logged as 499 (the client left).
      const status = response.headersSent ? response.statusCode : 499;
      const route = context.route ?? routeOf(request.url ?? '/', status);
      const metrics = getMetrics();
      metrics.httpRequests.inc({ method, route, status: String(status) });
      metrics.httpDuration.observe({ method, route }, seconds);
      getLogger().info(
        {
          reqId: context.id,
          method,
          route,
          status,
          durationMs: Math.round(seconds * 1000),
          caller: context.caller ?? 'anonymous',
        },
        'request',
      );
    });
    return runInRequestContext(context, () => handle(request, response));
  };
}

// The fixed endpoints that no API handler names (the OAuth and sign-in endpoints, discovery).
const FIXED_ROUTES =
  /^\/(oauth2\/[a-z]+|\.well-known\/(openid-configuration|oauth-authorization-server)|auth\/(login|callback))$/;

/**
 * The route of a request that no handler named (the REST and tRPC handlers do): never a raw
 * path, since ids would make every request a metric series of its own and anyone can make up
 * paths. A path that does not exist (404) is `not_found`.
 */
function routeOf(url: string, status: number): string {
  if (status === 404) return 'not_found';
  // Origin-form (`/path?query`, nearly every request) is cut at its query, not parsed as a URL.
  const pathname = url.startsWith('/')
    ? (url.split(/[?#]/, 1)[0] ?? url)
    : new URL(url, 'http://coffer.invalid').pathname;
  if (FIXED_ROUTES.test(pathname)) return pathname;
  for (const prefix of ['/api', '/trpc', '/_next']) {
    if (pathname.startsWith(`${prefix}/`)) return prefix;
  }
  return 'page';
}
