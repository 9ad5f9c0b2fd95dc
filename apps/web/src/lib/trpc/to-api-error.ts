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
  if (data?.body === undefined) return new ApiError(0, null, null);
  return new ApiError(data.httpStatus ?? 500, data.body, null);
}
