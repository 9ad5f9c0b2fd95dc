import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { applyDueLock } from './apply-due-lock';
import type { AuthnAttempt } from './authn-attempt';
import { lockedError } from './locked-error';

/**
 * Call before checking a secret. The attempt is counted as a failure up front, in one
 * conditional UPDATE, and a success takes it back (clearAuthnFailures): so a locked method
 * is never tried, and N concurrent guesses cannot all pass a check made before any of them
 * failed. Refused with 429 `locked` while the method is locked.
 */
export async function reserveAuthnAttempt(attempt: AuthnAttempt): Promise<void> {
  const { identityId, method } = attempt;
  const db = getDb();
  const now = new Date();
  await db.authMethodLockout.createMany({ data: [{ identityId, method }], skipDuplicates: true });
  const reserved = await db.authMethodLockout.updateMany({
    where: {
      identityId,
      method,
      consecutiveFailures: { lt: getEnv().auth.failuresBeforeLock },
      OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }],
    },
    data: { consecutiveFailures: { increment: 1 }, updatedAt: now },
  });
  if (reserved.count === 1) return;
  // Locked, or the limit is reached by attempts still in flight (or cut short): lock now
  // rather than refuse forever with nothing to wait for.
  const lockedUntil = (await applyDueLock(attempt, now)) ?? new Date(now.getTime() + 1000);
  throw lockedError(attempt.field ?? 'metadata', lockedUntil, now);
}
