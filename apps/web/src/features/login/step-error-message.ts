import type { Dictionary } from '../../i18n/dictionaries';
import { isOtherBrowser } from '../../components/flow-problem';
import { ApiError } from '../../lib/api/api-error';
import type { Amr } from '../../lib/amr';
import { describeApiError } from '../../lib/describe-api-error';

/** The refusal of a login step (docs/authentication.md), in the words of the person's language. */
export function stepErrorMessage(error: unknown, method: Amr, t: Dictionary): string {
  if (!(error instanceof ApiError)) return describeApiError(error, t);
  const metadata = error.detail('metadata');
  if (error.status === 429 && metadata === 'locked') {
    return t.login.errors.locked(t.common.duration(error.retryAfterSeconds ?? 60));
  }
  if (error.status === 403 && metadata === 'invalid') return invalidSecretMessage(method, t);
  if (error.status === 403 && metadata === 'expired') return t.login.errors.codeExpired;
  if (error.status === 400 && metadata === 'malformed') return t.login.errors.codeFormat;
  if (error.detail('method_name') !== undefined) return t.login.errors.methodUnavailable;
  if (error.status === 410) return t.flowProblem.expired;
  if (error.status === 404 && error.detail('login_challenge') !== undefined) {
    return t.flowProblem.notFound;
  }
  if (isOtherBrowser(error)) return t.flowProblem.otherBrowser;
  if (error.status === 409 && error.detail('identifier_value') === 'conflict') {
    return t.flowProblem.otherEmail;
  }
  if (error.status === 409 && error.detail('login_challenge') === 'conflict') {
    return t.flowProblem.expired;
  }
  return describeApiError(error, t);
}

function invalidSecretMessage(method: Amr, t: Dictionary): string {
  switch (method) {
    case 'identity:prehashed_password':
      return t.login.errors.passwordInvalid;
    case 'totp:recovery':
      return t.login.errors.recoveryInvalid;
    case 'webauthn:webauthn':
      return t.login.errors.passkeyInvalid;
    case 'identity:emailed_code':
    case 'totp:totp':
      return t.login.errors.codeInvalid;
  }
}
