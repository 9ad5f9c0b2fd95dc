import { getDb } from '@coffer/db';
import { AMR } from '../amr';
import { malformedMetadata, methodNotAvailable } from '../authn-errors';
import { settleSucceededAttempt, type SucceededAttempts } from '../lockout/succeeded-attempts';
import { recordAuthnFailure } from '../lockout/record-authn-failure';
import type { AuthnSource } from '../lockout/authn-attempt';
import { reserveAuthnAttempt } from '../lockout/reserve-authn-attempt';
import { hashRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_PATTERN } from './recovery-codes';

export type VerifyRecoveryCodeOptions = {
  identityId: string;
  /** Where the attempt comes from: the lockout counts per source. */
  source: AuthnSource;
  recoveryCode: string;
  /** Collects the verified attempt instead of clearing its failures at once (the login step). */
  succeeded?: SucceededAttempts;
};

/**
 * The login step `totp:recovery`: one of the codes given at TOTP enrolment, used up by
 * this sign-in. The code is found by its keyed hash (the database compares digests, not
 * codes) and spent in the same conditional UPDATE, so it cannot serve twice.
 */
export async function verifyRecoveryCode({
  identityId,
  recoveryCode,
  succeeded,
  source,
}: VerifyRecoveryCodeOptions): Promise<void> {
  const normalized = normalizeRecoveryCode(recoveryCode);
  if (!RECOVERY_CODE_PATTERN.test(normalized)) {
    throw malformedMetadata('a recovery code is 20 letters and digits, dashes optional');
  }
  const db = getDb();
  const remaining = await db.recoveryCode.count({ where: { identityId, usedAt: null } });
  if (remaining === 0) throw methodNotAvailable('no unused recovery code is left');
  const attempt = await reserveAuthnAttempt({ identityId, method: AMR.recovery, source });
  const spent = await db.recoveryCode.updateMany({
    where: { identityId, codeHash: hashRecoveryCode(normalized), usedAt: null },
    data: { usedAt: new Date() },
  });
  if (spent.count !== 1) throw await recordAuthnFailure(attempt, 'invalid');
  await settleSucceededAttempt(attempt, succeeded);
}
