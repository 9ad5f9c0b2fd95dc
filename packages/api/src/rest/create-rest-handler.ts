import { z } from 'zod';
import { AppError } from '@coffer/domain';
import { readCookies } from '../auth/cookies';
import { CSRF_HEADER } from '../auth/read-credentials';
import { createContext, type Context } from '../context';
import { toAppError } from '../errors/to-app-error';
import { logServerError } from '../observability/logger';
import { noteRoute } from '../observability/request-context';
import type { RestMeta } from '../operations/operation-contract';
import type { OperationTable } from '../operations/operation-table';
import { admit, runOperation } from '../operations/run-operation';
import type { StreamingOperation } from '../operations/streaming-operation';
import { readRestInput } from './read-rest-input';
import { buildRestRoutes, type RestRoute } from './rest-routes';
import { WholeResponse } from '../http/whole-response';

export const REST_BASE_PATH = '/api';

/**
 * The REST API (contract paths under /api) served from a table of operations: the route's
 * input gathered from path, query and JSON body, then runOperation (the same guard,
 * validation and handler as tRPC); byte streams are handed the Request once admitted.
 */
export function createRestHandler(table: OperationTable): (request: Request) => Promise<Response> {
  const routes = buildRestRoutes(table);
  return async (request) => {
    const method = request.method.toUpperCase();
    const path = new URL(request.url).pathname.slice(REST_BASE_PATH.length) || '/';
    try {
      const { route, pathParams } = findRoute(routes, method, path);
      noteRoute(`${REST_BASE_PATH}${route.meta.path}`);
      const { operation } = route;
      if (operation.kind === 'streaming') {
        return await serveStreaming(route, operation, request, pathParams, method);
      }
      const ctx = createContext({ headers: request.headers });
      const input = await readRestInput(request, route, pathParams);
      const output = await runOperation(route.operationId, operation, ctx, input, route.originOf);
      return successResponse(ctx, route.meta, method, output);
    } catch (error) {
      return errorResponse(toAppError(error), method);
    }
  };
}

async function serveStreaming(
  route: RestRoute,
  operation: StreamingOperation,
  request: Request,
  pathParams: Record<string, string>,
  method: string,
): Promise<Response> {
  const query = readStreamingQuery(new URL(request.url).searchParams, route.queryKeys);
  const ctx = createContext({ headers: csrfFromQuery(request.headers, query) });
  const admitted = await admit(
    route.operationId,
    operation,
    ctx,
    { ...pathParams, ...query },
    route.originOf,
  );
  const result = await operation.handle({
    request,
    input: admitted.input as Record<string, string>,
    ctx: admitted.ctx,
  });
  if (result instanceof Response) {
    for (const [name, value] of withApiHeaders(ctx.response.headers)) {
      if (!result.headers.has(name)) result.headers.set(name, value);
    }
    return result;
  }
  // A JSON answer is checked like any operation's output: a mismatch is our bug (500).
  const { output: schema, rest } = operation.contract;
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
  return WholeResponse.json(output, { status, headers });
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
  return WholeResponse.json(error.toBody(), { status: error.status, headers });
}
