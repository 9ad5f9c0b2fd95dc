import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@coffer/api';

const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Typed query and mutation options for every procedure of the API (docs/http-api.md: /trpc):
 * pages read with `useQuery(trpc.x.y.queryOptions(…))` and write with
 * `useMutation(trpc.x.y.mutationOptions(…))`, so keys and invalidation are tRPC's.
 */
export { TRPCProvider, useTRPC };

/**
 * The client itself, for a flow that chains several calls in one mutationFn with the
 * browser's work between them (keys made or re-wrapped, a passkey's ceremony, a sign-in's
 * steps), and for the few reads react-query's options cannot page (offset lists). Its
 * failures are the same ApiErrors (api-error-link.ts).
 */
export const useFlowClient = useTRPCClient;
