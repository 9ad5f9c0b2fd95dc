'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@coffer/api';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { forgetCsrfToken, getCsrfToken } from '../api/csrf-token';
import { toApiError } from './to-api-error';
import { TRPCProvider } from './trpc';

/**
 * Retries what a retry can fix: a CSRF token from an earlier session (replaced once) and a
 * dropped connection. A refusal (4xx) is an answer, not a failure to retry.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const apiError = toApiError(error);
  if (!(apiError instanceof ApiError)) return false;
  if (apiError.detail('csrf_token') === 'invalid' && failureCount === 0) {
    forgetCsrfToken();
    return true;
  }
  return apiError.isNetworkError && failureCount < 2;
}

/** Session calls carry X-CSRF-Token (contract §4); signed out, there is none to send. */
async function csrfHeaders(): Promise<Record<string, string>> {
  try {
    return { 'x-csrf-token': await getCsrfToken() };
  } catch {
    return {};
  }
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
          mutations: { retry: shouldRetry },
        },
      }),
  );
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: '/trpc', headers: csrfHeaders })],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
