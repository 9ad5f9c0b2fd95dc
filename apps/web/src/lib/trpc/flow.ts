import { useMemo } from 'react';
import {
  useQueryClient,
  type MutationFunction,
  type MutationKey,
  type MutationMeta,
  type QueryClient,
  type QueryExecuteOptions,
  type QueryKey,
} from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@coffer/api';
import { useTRPC } from './trpc';

/**
 * What a flow calls the API with: a chain of calls with the browser's own work between them
 * (keys made or re-wrapped, a passkey's ceremony, a sign-in's steps), which no single
 * `useQuery` or `useMutation` can hold. It calls through tRPC's react-query options, as the
 * pages' hooks do: a read is `flow.read(flow.trpc.x.y.queryOptions(…))`, a write
 * `flow.write(flow.trpc.x.y.mutationOptions(), …)`. So reads are kept and shared under tRPC's
 * keys (a page that shows the same query sees what the flow read), and writes run the very
 * function `useMutation` would run; failures are the same ApiErrors (api-error-link.ts).
 */
export type Flow = {
  trpc: TRPCOptionsProxy<AppRouter>;
  /**
   * A read from the server, never from the cache: a flow decides on what is there now. It is
   * not kept once read unless a page shows it too: a key share or a sealed unlocker does not
   * linger in memory.
   */
  read: <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>,
  ) => Promise<TData>;
  /** A write: the procedure's mutation function, with the input. */
  write: <TOutput, TInput>(
    options: WriteOptions<TOutput, TInput>,
    input: NoInfer<TInput>,
  ) => Promise<TOutput>;
};

type WriteOptions<TOutput, TInput> = {
  mutationFn?: MutationFunction<TOutput, TInput>;
  mutationKey?: MutationKey;
  meta?: MutationMeta;
};

export function useFlow(): Flow {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // One per page: effects and callbacks that depend on it do not run again on each render.
  return useMemo(() => flowOf(trpc, queryClient), [trpc, queryClient]);
}

export function flowOf(trpc: TRPCOptionsProxy<AppRouter>, queryClient: QueryClient): Flow {
  return {
    trpc,
    read: (options) => queryClient.query({ ...options, staleTime: 0, gcTime: 0 }),
    write: (options, input) => {
      if (options.mutationFn === undefined)
        throw new Error('tRPC mutation options without mutationFn');
      return options.mutationFn(input, {
        client: queryClient,
        mutationKey: options.mutationKey,
        meta: options.meta,
      });
    },
  };
}
