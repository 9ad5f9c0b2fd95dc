import { describe, expect, it } from 'vitest';
import { en as t } from '../../i18n/dictionaries/en';
import { ApiError, type ApiErrorBody } from '../../lib/api/api-error';
import { stepErrorMessage } from './step-error-message';

const CODES: Record<number, ApiErrorBody['code']> = {
  400: 'bad_request',
  403: 'forbidden',
  409: 'conflict',
  410: 'gone',
  429: 'too_many_requests',
};

function refusal(
  status: number,
  details: Record<string, string>,
  retryAfter: number | null = null,
) {
  const code = CODES[status] ?? 'bad_request';
  return new ApiError(status, { code, origin: 'body', desc: 'x', details }, retryAfter);
}

describe('stepErrorMessage', () => {
  it('names the wrong secret by method', () => {
    const invalid = refusal(403, { metadata: 'invalid' });
    expect(stepErrorMessage(invalid, 'identity:emailed_code', t)).toBe(t.login.errors.codeInvalid);
    expect(stepErrorMessage(invalid, 'identity:prehashed_password', t)).toBe(
      t.login.errors.passwordInvalid,
    );
    expect(stepErrorMessage(invalid, 'totp:recovery', t)).toBe(t.login.errors.recoveryInvalid);
    expect(stepErrorMessage(invalid, 'webauthn:webauthn', t)).toBe(t.login.errors.passkeyInvalid);
  });

  it('says when a code expired', () => {
    expect(
      stepErrorMessage(refusal(403, { metadata: 'expired' }), 'identity:emailed_code', t),
    ).toBe(t.login.errors.codeExpired);
  });

  it('gives the wait of a locked method from Retry-After', () => {
    const locked = refusal(429, { metadata: 'locked' }, 120);
    expect(stepErrorMessage(locked, 'totp:totp', t)).toBe(t.login.errors.locked('2 min'));
  });

  it('offers another method when this one is not available', () => {
    expect(stepErrorMessage(refusal(403, { method_name: 'invalid' }), 'totp:totp', t)).toBe(
      t.login.errors.methodUnavailable,
    );
  });

  it('explains an expired sign-in request, a rate limit and the network', () => {
    expect(stepErrorMessage(refusal(410, { login_challenge: 'expired' }), 'totp:totp', t)).toBe(
      t.flowProblem.expired,
    );
    expect(stepErrorMessage(refusal(429, { client_ip: 'x' }, 45), 'totp:totp', t)).toBe(
      t.common.tooManyRequests('45 s'),
    );
    expect(stepErrorMessage(new ApiError(0, null, null), 'totp:totp', t)).toBe(
      t.common.networkError,
    );
  });

  it('says when the sign-in belongs to another browser or already went ahead with another email', () => {
    expect(stepErrorMessage(refusal(403, { login_challenge: 'forbidden' }), 'totp:totp', t)).toBe(
      t.flowProblem.otherBrowser,
    );
    expect(
      stepErrorMessage(refusal(409, { identifier_value: 'conflict' }), 'identity:emailed_code', t),
    ).toBe(t.flowProblem.otherEmail);
  });
});
