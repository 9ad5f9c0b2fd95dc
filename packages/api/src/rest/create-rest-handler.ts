import type { AnyRouter } from '@trpc/server';
import { AppError } from '@coffer/domain';
import { createContext, type Context } from '../context';
import { toAppError } from '../errors/to-app-error';
import { createCallerFactory } from '../trpc';
import { readRestInput } from './read-rest-input';
import { buildRestRoutes, type RestRoute } from './rest-routes';

export const REST_BASE_PATH = '/api';

/** The REST API (contract paths under /api) served from a router's procedures. */
export function createRestHandler(router: AnyRouter): (request: Request) => Promise<Response> {
  const routes = buildRestRoutes(router);
  const createCaller = createCallerFactory(router);
  return async (request) => {
    const method = request.method.toUpperCase();
    const path = new URL(request.url).pathname.slice(REST_BASE_PATH.length) || '/';
    let route: RestRoute | undefined;
    try {
      const found = findRoute(routes, method, path);
      route = found.route;
      const input = await readRestInput(request, route, found.pathParams);
      const ctx = createContext({ headers: request.headers });
      const output = await callProcedure(createCaller(ctx), route.procedurePath, input);
      return successResponse(ctx, route, method, output);
    } catch (error) {
      return errorResponse(toAppError(error, route?.originOf), method);
    }
  };
}

function successResponse(ctx: Context, route: RestRoute, method: string, output: unknown) {
  const status = ctx.response.status ?? route.meta.status ?? 200;
  const headers = withApiHeaders(ctx.response.headers);
  if (method === 'HEAD' || status === 204) return new Response(null, { status, headers });
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(output), { status, headers });
}

function findRoute(all: RestRoute[], method: string, path: string) {
  const onPath = all.flatMap((route) => {
    const pathParams = route.match(path);
    return pathParams ? [{ route, pathParams }] : [];
  });
  if (onPath.length === 0) {
    throw new AppError('not_found', {
      origin: 'path',
      desc: `no operation at ${REST_BASE_PATH}${path}`,
      details: { path: 'not_found' },
    });
  }
  // HEAD without a count operation of its own is GET without the body (RFC 9110 §9.3.2).
  const found =
    onPath.find(({ route }) => route.meta.method === method) ??
    (method === 'HEAD' ? onPath.find(({ route }) => route.meta.method === 'GET') : undefined);
  if (!found) {
    const allowed = onPath.map(({ route }) => route.meta.method);
    if (allowed.includes('GET') && !allowed.includes('HEAD')) allowed.push('HEAD');
    throw new AppError('method_not_allowed', {
      desc: `${method} is not allowed here; allowed: ${allowed.join(', ')}`,
      details: { method: 'invalid' },
      headers: { allow: allowed.join(', ') },
    });
  }
  return found;
}

async function callProcedure(
  caller: unknown,
  procedurePath: string,
  input: Record<string, unknown>,
): Promise<unknown> {
  // A caller exposes procedures as nested properties: walk the dotted path to one.
  let target = caller;
  for (const key of procedurePath.split('.')) {
    target = (target as Record<string, unknown>)[key];
  }
  return (target as (input: unknown) => Promise<unknown>)(input);
}

function withApiHeaders(headers: Headers): Headers {
  // Answers carry personal data and credentials-derived state: never cache them.
  headers.set('cache-control', 'no-store');
  if (headers.has('x-total-count')) headers.set('access-control-expose-headers', 'X-Total-Count');
  return headers;
}

function errorResponse(error: AppError, method: string): Response {
  if (error.status >= 500) {
    console.error(`[api] ${error.code}:`, error.cause ?? error);
  }
  const headers = withApiHeaders(new Headers(error.headers));
  if (method === 'HEAD') return new Response(null, { status: error.status, headers });
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(error.toBody()), { status: error.status, headers });
}
