import type { AnyRouter } from '@trpc/server';
import { z } from 'zod';
import type { ErrorOrigin } from '@coffer/domain';
import type { ProcedureMeta, RestMeta } from './rest-meta';
import type { StreamingRoute } from './streaming-route';

export type RestRoute = {
  /** Dotted tRPC path, e.g. `health.check`. */
  procedurePath: string;
  meta: RestMeta;
  input: z.ZodObject;
  output: z.ZodType | undefined;
  pathParams: string[];
  queryKeys: string[];
  bodyKeys: string[];
  match: (path: string) => Record<string, string> | undefined;
  /** Which part of the request an input key is read from. */
  originOf: (key: string) => ErrorOrigin;
  /** Set for byte-stream operations, which get the raw Request. */
  streaming?: StreamingRoute;
};

// The runtime shape of a built tRPC procedure that the REST layer reads (tRPC keeps the
// parsers and meta on `_def`, which its public types do not expose per procedure).
type ProcedureDef = { _def: { meta?: ProcedureMeta; inputs: unknown[]; output?: unknown } };

const QUERY_METHODS = new Set(['GET', 'HEAD', 'DELETE']);

/**
 * Every procedure with REST meta, and the streaming routes, checked once: one definition,
 * served over REST (and tRPC for procedures) and documented in OpenAPI.
 */
export function buildRestRoutes(
  appRouter: AnyRouter,
  streaming: readonly StreamingRoute[] = [],
): RestRoute[] {
  const procedures = appRouter._def.procedures as Record<string, ProcedureDef>;
  const routes = Object.entries(procedures).flatMap(([procedurePath, procedure]) => {
    const meta = procedure._def.meta?.rest;
    return meta ? [toRoute(procedurePath, meta, procedure._def)] : [];
  });
  for (const route of streaming) {
    const output = route.output instanceof z.ZodType ? route.output : undefined;
    const procedurePath = `${route.meta.method.toLowerCase()}:${route.meta.path}`;
    routes.push({
      ...toRoute(procedurePath, route.meta, { inputs: [route.params], output }),
      streaming: route,
    });
  }
  assertUnique(routes);
  return routes;
}

function toRoute(procedurePath: string, meta: RestMeta, def: ProcedureDef['_def']): RestRoute {
  const input = def.inputs[0] ?? z.object({}).strict();
  if (def.inputs.length > 1 || !(input instanceof z.ZodObject)) {
    throw new Error(`${procedurePath}: a REST procedure takes one z.object() input`);
  }
  const keys = Object.keys(input.shape);
  const pathParams = [...meta.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  for (const param of pathParams) {
    if (!keys.includes(param)) throw new Error(`${procedurePath}: no input key for {${param}}`);
  }
  const rest = keys.filter((key) => !pathParams.includes(key));
  const queryKeys = QUERY_METHODS.has(meta.method)
    ? rest.filter((key) => !meta.body?.includes(key))
    : rest.filter((key) => meta.query?.includes(key));
  const bodyKeys = rest.filter((key) => !queryKeys.includes(key));
  const pattern = new RegExp(
    '^' + meta.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '([^/]+)') + '$',
  );
  return {
    procedurePath,
    meta,
    input,
    output: def.output instanceof z.ZodType ? def.output : undefined,
    pathParams,
    queryKeys,
    bodyKeys,
    match(path) {
      const found = pattern.exec(path);
      if (!found) return undefined;
      return Object.fromEntries(
        pathParams.map((name, index) => [name, safeDecode(found[index + 1] ?? '')]),
      );
    },
    originOf(key) {
      if (pathParams.includes(key)) return 'path';
      return queryKeys.includes(key) ? 'query' : 'body';
    },
  };
}

function assertUnique(routes: RestRoute[]): void {
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.meta.method} ${route.meta.path}`;
    if (seen.has(key)) throw new Error(`two procedures answer ${key}`);
    seen.add(key);
  }
}

/** A malformed escape is left as sent: the input schema then refuses it as malformed. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
