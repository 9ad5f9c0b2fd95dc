import { AMR } from '../amr';
import { settleSucceededAttempt, type SucceededAttempts } from '../lockout/succeeded-attempts';
import { recordAuthnFailure } from '../lockout/record-authn-failure';
import type { AuthnSource } from '../lockout/authn-attempt';
import { reserveAuthnAttempt } from '../lockout/reserve-authn-attempt';
import { prehashMatches } from './server-password-hash';

export type CheckAccountPasswordOptions = {
  /** Whose password lockout counts this attempt. */
  lockoutIdentityId: string;
  /** Null for an account without a password: every prehash is then a wrong one. */
  passwordHash: string | null;
  hashBase64: string;
  /** The request field named by refusals. */
  field: string;
  /** Where the attempt comes from: the lockout counts per source. */
  source: AuthnSource;
  /** Collects the verified attempt instead of clearing its failures at once (the login step). */
  succeeded?: SucceededAttempts;
};

/** Compares a prehash with an account's password under the lockout; throws on refusal. */
export async function checkAccountPassword({
  lockoutIdentityId,
  passwordHash,
  hashBase64,
  field,
  succeeded,
  source,
}: CheckAccountPasswordOptions): Promise<void> {
  const attempt = await reserveAuthnAttempt({
    identityId: lockoutIdentityId,
    method: AMR.prehashedPassword,
    field,
    source,
  });
  if (passwordHash === null || !(await prehashMatches(passwordHash, hashBase64))) {
    throw await recordAuthnFailure(attempt, 'invalid');
  }
  await settleSucceededAttempt(attempt, succeeded);
}
