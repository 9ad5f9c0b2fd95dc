import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { AppError, databaseUnavailableError, type ErrorOrigin } from '@coffer/domain';
import { UnfitInputError } from './unfit-input';
import { validationDetails } from './validation-details';

/** Where each input key came from, so a validation error names the right origin. */
export type KeyOrigins = (key: string) => ErrorOrigin;

/**
 * Any error thrown while serving a request → the AppError it stands for. Unknown errors
 * become `internal` (masked in the body; the cause is kept for the server log).
 */
export function toAppError(
  error: unknown,
  keyOrigins: KeyOrigins = () => 'body',
  input?: unknown,
): AppError {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (cause instanceof AppError) return cause;
  if (cause instanceof UnfitInputError) {
    return new AppError('bad_request', {
      origin: keyOrigins(cause.field),
      desc:
        cause.reason === 'nul'
          ? 'text may not contain the NUL character'
          : 'the value is nested deeper than any operation takes',
      details: { [cause.field]: 'malformed' },
    });
  }
  // Only input validation is the caller's fault; a failed output check is our bug (500).
  if (error instanceof TRPCError && error.code === 'BAD_REQUEST' && cause instanceof z.ZodError) {
    const details = validationDetails(cause.issues, input);
    const firstField = Object.keys(details)[0];
    return new AppError('bad_request', {
      origin: firstField ? keyOrigins(firstField) : 'body',
      desc: 'the request does not match the expected format',
      details,
      cause,
    });
  }
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
