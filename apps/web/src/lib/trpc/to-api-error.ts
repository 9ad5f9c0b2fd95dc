import { TRPCClientError } from '@trpc/client';
import { ApiError, type ApiErrorBody } from '../api/api-error';

type ErrorData = { httpStatus?: number; body?: ApiErrorBody } | undefined;

/**
 * A failed tRPC call as the ApiError every page already understands: the server puts the
 * contract's error body and status under `data` (packages/api/src/trpc.ts).
 */
export function toApiError(error: unknown): unknown {
  if (!(error instanceof TRPCClientError)) return error;
  const data = error.data as ErrorData;
  // httpLink keeps the fetch Response in meta (untyped there).
  const response = error.meta?.['response'] instanceof Response ? error.meta['response'] : null;
  // No contract body: a proxy's page (502, 413…) keeps its status; no answer at all is 0.
  const status = data?.httpStatus ?? response?.status ?? 0;
  if (data?.body === undefined) return new ApiError(status, null, null);
  return new ApiError(status, data.body, retryAfterOf(response));
}

function retryAfterOf(response: Response | null): number | null {
  const seconds = Number(response?.headers.get('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}
