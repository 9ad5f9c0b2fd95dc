import type { Dictionary } from '../i18n/dictionaries';
import { ApiError } from './api/api-error';

/**
 * What to tell a person about a failure no page handles specifically: the network, a rate
 * limit (with its wait), anything else. Never the server's `desc`, which is for developers.
 */
export function describeApiError(error: unknown, t: Dictionary): string {
  if (!(error instanceof ApiError)) return t.common.unexpectedError;
  if (error.isNetworkError) return t.common.networkError;
  if (error.status === 429) {
    return t.common.tooManyRequests(t.common.duration(error.retryAfterSeconds ?? 60));
  }
  return t.common.unexpectedError;
}
