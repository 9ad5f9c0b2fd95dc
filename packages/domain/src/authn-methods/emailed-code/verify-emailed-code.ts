import { getDb } from '@coffer/db';
import { secretsEqual } from '../../secrets/hash-secret';
import { AMR } from '../amr';
import { malformedMetadata } from '../authn-errors';
import { settleSucceededAttempt, type SucceededAttempts } from '../lockout/succeeded-attempts';
import { recordAuthnFailure } from '../lockout/record-authn-failure';
import type { AuthnSource } from '../lockout/authn-attempt';
import { reserveAuthnAttempt } from '../lockout/reserve-authn-attempt';
import { EMAILED_CODE_PATTERN, hashEmailedCode } from './emailed-code-format';

/** Wrong attempts after which a code is burnt (docs/authentication.md). */
const ATTEMPTS_PER_CODE = 5;

export type VerifyEmailedCodeOptions = {
  identityId: string;
  /** Where the attempt comes from: the lockout counts per source. */
  source: AuthnSource;
  loginChallengeId: string;
  code: string;
  /** Collects the verified attempt instead of clearing its failures at once (the login step). */
  succeeded?: SucceededAttempts;
};

/**
 * Checks the latest code mailed for this login challenge. Refusals: 403 `invalid` (wrong,
 * already used, burnt after 5 wrong attempts, or none sent), 403 `expired`, 429 `locked`.
 * Every refusal counts towards the method's lockout.
 */
export async function verifyEmailedCode({
  identityId,
  loginChallengeId,
  code,
  succeeded,
  source,
}: VerifyEmailedCodeOptions): Promise<void> {
  if (!EMAILED_CODE_PATTERN.test(code)) throw malformedMetadata('the code is 6 digits');
  const attempt = await reserveAuthnAttempt({ identityId, method: AMR.emailedCode, source });
  const db = getDb();
  const now = new Date();
  const latest = await db.emailedCode.findFirst({
    where: { identityId, loginChallengeId },
    orderBy: { createdAt: 'desc' },
    select: { id: true, codeHash: true, failedAttempts: true, expiresAt: true, consumedAt: true },
  });
  if (!latest || latest.consumedAt || latest.failedAttempts >= ATTEMPTS_PER_CODE) {
    throw await recordAuthnFailure(attempt, 'invalid');
  }
  if (latest.expiresAt <= now) throw await recordAuthnFailure(attempt, 'expired');
  // Like the lockout, the code's own counter takes the attempt before comparing, in one
  // conditional UPDATE: concurrent guesses cannot exceed five per code.
  const reserved = await db.emailedCode.updateMany({
    where: { id: latest.id, consumedAt: null, failedAttempts: { lt: ATTEMPTS_PER_CODE } },
    data: { failedAttempts: { increment: 1 } },
  });
  if (reserved.count !== 1) throw await recordAuthnFailure(attempt, 'invalid');
  if (!secretsEqual(hashEmailedCode(identityId, code), latest.codeHash)) {
    throw await recordAuthnFailure(attempt, 'invalid');
  }
  // Single use: of two simultaneous right answers, one consumes the code.
  const consumed = await db.emailedCode.updateMany({
    where: { id: latest.id, consumedAt: null },
    data: { consumedAt: now, failedAttempts: { decrement: 1 } },
  });
  if (consumed.count !== 1) throw await recordAuthnFailure(attempt, 'invalid');
  await settleSucceededAttempt(attempt, succeeded);
}
