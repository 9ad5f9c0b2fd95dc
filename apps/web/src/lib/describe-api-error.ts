import type { Dictionary } from '../i18n/dictionaries';
import { ApiError } from './api/api-error';

/**
 * What to tell a person about a failure no page handles specifically: the network, a rate
 * limit (with its wait), anything else. Never the server's `desc`, which is for developers.
 */
export function describeApiError(failure: unknown, t: Dictionary): string {
  // A flow of several steps may also fail outside the API (a closed passkey dialog).
  const error = failure;
  if (!(error instanceof ApiError)) return t.common.unexpectedError;
  if (error.isNetworkError) return t.common.networkError;
  if (error.proofExpired) return t.common.confirmFirst;
  if (error.status === 429) {
    return t.common.tooManyRequests(t.common.duration(error.retryAfterSeconds ?? 60));
  }
  return t.common.unexpectedError;
}

/** The level a refusal asks to sign in again at (docs/http-api.md's ACR error), or null. */
export function requiredAcrOf(failure: unknown): number | null {
  return failure instanceof ApiError ? failure.requiredAcr : null;
}
