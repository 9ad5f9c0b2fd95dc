import { z } from 'zod';
import { AppError } from '@coffer/domain';
import { createContext, type Context } from '../context';
import { toAppError } from '../errors/to-app-error';
import { validationDetails } from '../errors/validation-details';
import { createCallerFactory, router } from '../trpc';
import type { RestMeta } from './operation-contract';
import { procedureRecords, type OperationTable } from './operation-table';
import { readRestInput } from './read-rest-input';
import { buildRestRoutes, type RestRoute } from './rest-routes';
import type { StreamingRoute } from './streaming-route';
import { logServerError } from '../observability/logger';
import { noteRoute } from '../observability/request-context';

export const REST_BASE_PATH = '/api';

/**
 * The REST API (contract paths under /api) served from a table of operations: procedures
 * are called through tRPC's server-side caller, streaming routes are handed the Request.
 */
export function createRestHandler(table: OperationTable): (request: Request) => Promise<Response> {
  const routes = buildRestRoutes(table);
  const createCaller = createCallerFactory(router(procedureRecords(table)));
  return async (request) => {
    const method = request.method.toUpperCase();
    const path = new URL(request.url).pathname.slice(REST_BASE_PATH.length) || '/';
    let route: RestRoute | undefined;
    let input: Record<string, unknown> | undefined;
    try {
      const found = findRoute(routes, method, path);
      route = found.route;
      noteRoute(`${REST_BASE_PATH}${route.meta.path}`);
      const ctx = createContext({ headers: request.headers });
      if (route.streaming)
        return await serveStreaming(route.streaming, request, found.pathParams, ctx, method);
      input = await readRestInput(request, route, found.pathParams);
      const output = await callProcedure(createCaller(ctx), route.operationId, input);
      return successResponse(ctx, route.meta, method, output);
    } catch (error) {
      return errorResponse(toAppError(error, route?.originOf, input), method);
    }
  };
}

async function serveStreaming(
  route: StreamingRoute,
  request: Request,
  pathParams: Record<string, string>,
  ctx: Context,
  method: string,
): Promise<Response> {
  if (new URL(request.url).search !== '') {
    throw new AppError('bad_request', {
      origin: 'query',
      desc: 'this operation takes no query',
      details: { query: 'forbidden' },
    });
  }
  const params = route.contract.input.safeParse(pathParams);
  if (!params.success) {
    throw new AppError('bad_request', {
      origin: 'path',
      desc: 'the path does not match the expected format',
      details: validationDetails(params.error.issues),
    });
  }
  const result = await route.handle({
    request,
    input: params.data as Record<string, string>,
    ctx: { ...ctx, ...(await route.rung(request.headers)) },
  });
  if (result instanceof Response) {
    for (const [name, value] of withApiHeaders(ctx.response.headers)) {
      if (!result.headers.has(name)) result.headers.set(name, value);
    }
    return result;
  }
  // A JSON answer is checked like a procedure's output: a mismatch is our bug (500).
  const { output: schema, rest } = route.contract;
  const output = schema instanceof z.ZodType ? schema.parse(result) : result;
  return successResponse(ctx, rest, method, output);
}

function successResponse(ctx: Context, meta: RestMeta, method: string, output: unknown) {
  const status = ctx.response.status ?? meta.status ?? 200;
  const headers = withApiHeaders(ctx.response.headers);
  if (method === 'HEAD' || status === 204) return new Response(null, { status, headers });
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(output), { status, headers });
}

function findRoute(all: RestRoute[], method: string, path: string) {
  // A literal segment beats a parameter: /identities/pubkey is not /identities/{id}.
  const onPath = all
    .flatMap((route) => {
      const pathParams = route.match(path);
      return pathParams ? [{ route, pathParams }] : [];
    })
    .sort((a, b) => a.route.pathParams.length - b.route.pathParams.length);
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
  operationId: string,
  input: Record<string, unknown>,
): Promise<unknown> {
  // A caller exposes procedures as nested properties: walk the dotted path to one.
  let target = caller;
  for (const key of operationId.split('.')) {
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
    logServerError('api', error.cause ?? error, { code: error.code });
  }
  const headers = withApiHeaders(new Headers(error.headers));
  if (method === 'HEAD') return new Response(null, { status: error.status, headers });
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(error.toBody()), { status: error.status, headers });
}
