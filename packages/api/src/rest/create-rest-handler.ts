import { z } from 'zod';
import { AppError } from '@coffer/domain';
import { readCookies } from '../auth/cookies';
import { CSRF_HEADER } from '../auth/read-credentials';
import { createContext, type Context } from '../context';
import { toAppError } from '../errors/to-app-error';
import { validationDetails } from '../errors/validation-details';
import { createCallerFactory, router } from '../trpc';
import type { RestMeta } from './operation-contract';
import { procedureRecords, type OperationTable } from './operation-table';
import { readRestInput } from './read-rest-input';
import { buildRestRoutes, type RestRoute } from './rest-routes';
import type { StreamingRoute } from './streaming-route';
import type { Caller } from '@coffer/domain/sessions';
import { checkProof } from '../auth/operation-proofs';
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
        return await serveStreaming(route, route.streaming, request, found.pathParams, ctx, method);
      input = await readRestInput(request, route, found.pathParams);
      const output = await callProcedure(createCaller(ctx), route.operationId, input);
      return successResponse(ctx, route.meta, method, output);
    } catch (error) {
      return errorResponse(toAppError(error, route?.originOf, input), method);
    }
  };
}

async function serveStreaming(
  restRoute: RestRoute,
  route: StreamingRoute,
  request: Request,
  pathParams: Record<string, string>,
  ctx: Context,
  method: string,
): Promise<Response> {
  const query = readStreamingQuery(new URL(request.url).searchParams, restRoute.queryKeys);
  const params = route.contract.input.safeParse({ ...pathParams, ...query });
  if (!params.success) {
    const origin = restRoute.originOf(String(params.error.issues[0]?.path[0] ?? ''));
    throw new AppError('bad_request', {
      origin,
      desc:
        origin === 'path'
          ? 'the path does not match the expected format'
          : 'the query does not match the expected format',
      details: validationDetails(params.error.issues),
    });
  }
  const climbed = await route.rung(csrfFromQuery(request.headers, query));
  await checkProof(restRoute.operationId, (climbed as { caller?: Caller }).caller, params.data);
  const result = await route.handle({
    request,
    input: params.data as Record<string, string>,
    ctx: { ...ctx, ...climbed },
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

/**
 * The query of a streaming operation: only the keys its contract takes, each once (uploads
 * and downloads take none).
 */
function readStreamingQuery(search: URLSearchParams, allowed: string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of search) {
    if (allowed.length === 0) {
      throw new AppError('bad_request', {
        origin: 'query',
        desc: 'this operation takes no query',
        details: { query: 'forbidden' },
      });
    }
    if (!allowed.includes(key) || key in query) {
      throw new AppError('bad_request', {
        origin: 'query',
        desc: `the query key ${key} is not accepted here (or came twice)`,
        details: { [key]: 'forbidden' },
      });
    }
    query[key] = value;
  }
  return query;
}

/**
 * An event stream's CSRF token comes in the query (`csrf_token`): EventSource cannot send
 * headers (docs/activity.md, "Live streams"). It is handed to the ladder as the header it
 * stands for, checked the same way; sent both ways, it is refused, as any token sent twice.
 */
function csrfFromQuery(headers: Headers, query: Record<string, string>): Headers {
  const token = query['csrf_token'];
  if (token === undefined) return headers;
  if (readCookies(headers).accessToken === undefined) {
    throw new AppError('bad_request', {
      origin: 'query',
      desc: 'csrf_token goes with the session cookies only',
      details: { csrf_token: 'forbidden' },
    });
  }
  if (headers.has(CSRF_HEADER)) {
    throw new AppError('bad_request', {
      origin: 'query',
      desc: 'send the CSRF token one way (the X-CSRF-Token header or csrf_token), not two',
      details: { csrf_token: 'forbidden', 'X-CSRF-Token': 'forbidden' },
    });
  }
  const withToken = new Headers(headers);
  withToken.set(CSRF_HEADER, token);
  return withToken;
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
