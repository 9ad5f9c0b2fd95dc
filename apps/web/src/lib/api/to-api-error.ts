import type { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@coffer/api';
import { ApiError, type ApiErrorBody } from './api-error';
import { parseRetryAfter } from './retry-after';

/**
 * A failed tRPC call as the ApiError the pages understand: the server puts the contract's
 * body and status under `data` (packages/api/src/trpc.ts), the wait in Retry-After. Called
 * once, by the clients' link (lib/trpc/api-error-link.ts), never by a page.
 */
export function toApiError(failure: TRPCClientError<AppRouter>): ApiError {
  const { data, meta } = failure;
  // The HTTP links keep the fetch Response in meta (untyped there).
  const response = meta?.['response'] instanceof Response ? meta['response'] : null;
  // No contract body: a proxy's page (502, 413…) keeps its status; no answer at all is 0.
  const status = data?.httpStatus ?? response?.status ?? 0;
  return new ApiError(
    status,
    errorBodyOf(data?.body),
    parseRetryAfter(response?.headers.get('retry-after')),
    failure,
  );
}

/** A refused REST answer (a byte stream's) as the same ApiError. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: a proxy's page, or no body at all.
  }
  return new ApiError(
    response.status,
    errorBodyOf(body),
    parseRetryAfter(response.headers.get('retry-after')),
  );
}

/** The contract's error shape (docs/http-api.md), or null for anything else. */
function errorBodyOf(value: unknown): ApiErrorBody | null {
  const body = value as Partial<ApiErrorBody> | null | undefined;
  return typeof body?.code === 'string' && typeof body.details === 'object'
    ? (body as ApiErrorBody)
    : null;
}
