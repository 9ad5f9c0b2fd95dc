import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@coffer/api';

/** Typed query and mutation options for every procedure of the API (contract §1: /trpc). */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
