import type { Dictionary } from '../../i18n/dictionaries';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';

/** A refusal of the dashboard in words; `specific` names what one form knows better. */
export function describeAdminError(
  error: unknown,
  t: Dictionary,
  specific: (error: ApiError) => string | null = () => null,
): string {
  // A flow of several steps may also fail outside the API (its crypto, a closed dialog).
  if (!(error instanceof ApiError)) return describeApiError(error, t);
  const apiError = error;
  const own = specific(apiError);
  if (own !== null) return own;
  if (apiError.requiredAcr !== null) return t.account.raise.body(apiError.requiredAcr);
  if (apiError.status === 403) return t.admin.errors.forbidden;
  if (apiError.status === 400) return t.admin.errors.invalid;
  return describeApiError(apiError, t);
}
