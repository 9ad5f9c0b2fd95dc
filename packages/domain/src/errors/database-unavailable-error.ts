import { isDatabaseUnavailable } from '@coffer/db';
import { AppError } from './app-error';

/** Seconds a client should wait before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The 503 (with Retry-After) that an unreachable database stands for, or null for any other
 * error: the request is not at fault and may succeed in a few seconds.
 */
export function databaseUnavailableError(error: unknown): AppError | null {
  if (!isDatabaseUnavailable(error)) return null;
  return new AppError('service_unavailable', {
    desc: 'the database is unreachable or busy; try again in a few seconds',
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    cause: error,
  });
}
