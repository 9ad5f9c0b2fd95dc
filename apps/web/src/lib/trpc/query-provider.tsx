'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { ProofPrompt } from '../../components/proof-prompt';
import { createApiClient } from './create-api-client';
import { TRPCProvider } from './trpc';

/**
 * Reads retry a dropped connection. Writes do not (react-query's default): the lost answer
 * may follow a commit, and posting a message or a key share twice is not harmless.
 */
function retryRead(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError && failureCount < 2;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: retryRead, refetchOnWindowFocus: false, staleTime: 10_000 },
        },
      }),
  );
  const [trpcClient] = useState(createApiClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
        <ProofPrompt />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
