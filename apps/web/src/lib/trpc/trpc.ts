import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@coffer/api';

const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/**
 * Typed query and mutation options for every procedure of the API (docs/http-api.md: /trpc):
 * pages read with `useQuery(trpc.x.y.queryOptions(…))` (a list paged by offset with
 * `useInfiniteQuery(trpc.x.y.infiniteQueryOptions(…))`, its cursor the offset) and write with
 * `useMutation(trpc.x.y.mutationOptions(…))`, so keys and invalidation are tRPC's. A flow that
 * chains calls around the browser's own work calls the same options through `useFlow`
 * (flow.ts). The client itself stays in the provider: nothing else calls it.
 */
export { TRPCProvider, useTRPC };
