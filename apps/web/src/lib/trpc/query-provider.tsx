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
 * A CSRF token from an earlier session (the person signed in again in another tab) is
 * replaced, and the call made once more: the server refused it before doing anything.
 */
function retryWithNewCsrfToken(failureCount: number, error: unknown): boolean {
  const apiError = toApiError(error);
  if (!(apiError instanceof ApiError)) return false;
  if (apiError.detail('csrf_token') !== 'invalid' || failureCount > 0) return false;
  forgetCsrfToken();
  return true;
}

/**
 * Reads also retry a dropped connection. Writes do not: the lost answer may follow a
 * commit, and posting a message or a key share twice is not harmless.
 */
function retryRead(failureCount: number, error: unknown): boolean {
  if (retryWithNewCsrfToken(failureCount, error)) return true;
  const apiError = toApiError(error);
  return apiError instanceof ApiError && apiError.isNetworkError && failureCount < 2;
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
          queries: { retry: retryRead, refetchOnWindowFocus: false, staleTime: 10_000 },
          mutations: { retry: retryWithNewCsrfToken },
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
