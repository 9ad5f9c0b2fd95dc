import type { TRPCQueryKey } from '@trpc/tanstack-react-query';

/**
 * The key of a list the pages read a page at a time. tRPC's infinite options page by a
 * cursor; the contract pages by offset and limit (docs/http-api.md), so these pages are read
 * with the client (`useFlowClient`), under the key tRPC gives its own infinite reads: the
 * procedure's path, the input without offset and limit, and type 'infinite'. What
 * invalidates the procedure (`trpc.x.y.pathFilter()`, `queryKey()`) reads them again.
 */
export function offsetPagesKey(procedureKey: TRPCQueryKey, input: object = {}): TRPCQueryKey {
  return [procedureKey[0], { input, type: 'infinite' }];
}
