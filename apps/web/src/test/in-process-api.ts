import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { handleTrpcRequest, type AppRouter } from '@coffer/api';
import { apiErrorLink } from '../lib/trpc/api-error-link';

/**
 * A tRPC client of the real /trpc handler, called without a network: the answers and
 * refusals are the server's own (in integration tests, on this file's database: even a
 * refusal of the login steps needs it, for the per-address limit is counted there), each
 * one an ApiError as the app's client gives it.
 */
export const inProcessApi = createTRPCClient<AppRouter>({
  links: [
    apiErrorLink,
    httpBatchLink({
      url: 'http://coffer.test/trpc',
      fetch: (url, init) => handleTrpcRequest(new Request(url, init as RequestInit)),
    }),
  ],
});

/** What a call that must fail threw. */
export async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (failure) {
    return failure;
  }
  throw new Error('the call succeeded');
}
