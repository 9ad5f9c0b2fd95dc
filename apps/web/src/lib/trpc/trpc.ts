import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@coffer/api';

/** Typed query and mutation options for every procedure of the API (docs/http-api.md: /trpc). */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
