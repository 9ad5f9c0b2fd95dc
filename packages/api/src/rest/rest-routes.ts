import { z } from 'zod';
import type { ErrorOrigin } from '@coffer/domain';
import type { Guard } from '../auth/ladder';
import type { RestMeta } from '../operations/operation-contract';
import {
  listOperations,
  type AnyOperation,
  type OperationTable,
} from '../operations/operation-table';
import type { StreamingOperation } from '../operations/streaming-operation';

export type RestRoute = {
  /** Dotted area and name, e.g. `health.checkHealth`: the tRPC path and OpenAPI operationId. */
  operationId: string;
  meta: RestMeta;
  operation: AnyOperation;
  /** Who may call it: its rung's guard (auth/ladder.ts). */
  guard: Guard;
  /** Set for byte-stream operations, which get the raw Request. */
  streaming: StreamingOperation | undefined;
  input: z.ZodObject;
  output: z.ZodType | undefined;
  pathParams: string[];
  queryKeys: string[];
  bodyKeys: string[];
  match: (path: string) => Record<string, string> | undefined;
  /** Which part of the request an input key is read from. */
  originOf: (key: string) => ErrorOrigin;
};

const QUERY_METHODS = new Set(['GET', 'HEAD', 'DELETE']);

/**
 * Every operation of the table, checked once: one definition, served over REST (and tRPC
 * for procedures) and documented in OpenAPI.
 */
export function buildRestRoutes(table: OperationTable): RestRoute[] {
  const routes = listOperations(table).map(({ operationId, operation }) => {
    const { rest, input, output } = operation.contract;
    return toRoute(
      operationId,
      operation,
      rest,
      input,
      output instanceof z.ZodType ? output : undefined,
    );
  });
  assertUnique(routes);
  return routes;
}

function toRoute(
  operationId: string,
  operation: AnyOperation,
  meta: RestMeta,
  input: z.ZodObject = z.strictObject({}),
  output: z.ZodType | undefined,
): RestRoute {
  const keys = Object.keys(input.shape);
  const pathParams = [...meta.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  for (const param of pathParams) {
    if (!keys.includes(param)) throw new Error(`${operationId}: no input key for {${param}}`);
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
    operationId,
    meta,
    operation,
    guard: operation.rung.guard,
    streaming: operation.kind === 'streaming' ? operation : undefined,
    input,
    output,
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
    if (seen.has(key)) throw new Error(`two operations answer ${key}`);
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
