import { TRPCError } from '@trpc/server';
import { AppError, databaseUnavailableError } from '@coffer/domain';

/**
 * Any error thrown while serving a request → the AppError it stands for. Unknown errors
 * become `internal` (masked in the body; the cause is kept for the server log).
 */
export function toAppError(error: unknown): AppError {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (cause instanceof AppError) return cause;
  // tRPC's own refusals, before an operation runs (runOperation throws AppErrors).
  if (error instanceof TRPCError && error.code === 'PARSE_ERROR') {
    return new AppError('bad_request', { origin: 'body', desc: 'the body is not valid JSON' });
  }
  if (error instanceof TRPCError && error.code === 'NOT_FOUND') {
    return new AppError('not_found', { origin: 'path', desc: error.message });
  }
  if (error instanceof TRPCError && error.code === 'METHOD_NOT_SUPPORTED') {
    return new AppError('method_not_allowed', { desc: error.message });
  }
  if (error instanceof TRPCError && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
    return new AppError('bad_request', {
      origin: 'headers',
      desc: 'the body must be application/json',
      details: { 'content-type': 'invalid' },
    });
  }
  return databaseUnavailableError(cause) ?? new AppError('internal', { cause: error });
}
