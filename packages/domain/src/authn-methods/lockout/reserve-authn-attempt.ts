import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { applyDueLock } from './apply-due-lock';
import type { AuthnAttempt } from './authn-attempt';
import { lockedError } from './locked-error';

/**
 * Call before checking a secret. The attempt is counted as a failure up front, in one
 * statement (the row is created by the first attempt, else incremented only while the
 * method is unlocked and under the limit), and a success takes it back
 * (clearAuthnFailures): so a locked method is never tried, and N concurrent guesses cannot
 * all pass a check made before any of them failed. Refused with 429 `locked` while the
 * method is locked.
 */
export async function reserveAuthnAttempt(attempt: AuthnAttempt): Promise<void> {
  const { identityId, method } = attempt;
  const now = new Date();
  const reserved = await getDb().$queryRaw<unknown[]>`
    INSERT INTO "AuthMethodLockout" ("identityId", "method", "consecutiveFailures", "updatedAt")
    VALUES (${identityId}::uuid, ${method}, 1, ${now})
    ON CONFLICT ("identityId", "method") DO UPDATE
      SET "consecutiveFailures" = "AuthMethodLockout"."consecutiveFailures" + 1,
          "updatedAt" = EXCLUDED."updatedAt"
      WHERE "AuthMethodLockout"."consecutiveFailures" < ${getEnv().auth.failuresBeforeLock}
        AND ("AuthMethodLockout"."lockedUntil" IS NULL
             OR "AuthMethodLockout"."lockedUntil" <= ${now})
    RETURNING 1`;
  if (reserved.length === 1) return;
  // Locked, or the limit is reached by attempts still in flight (or cut short): lock now
  // rather than refuse forever with nothing to wait for.
  const lockedUntil = (await applyDueLock(attempt, now)) ?? new Date(now.getTime() + 1000);
  throw lockedError(attempt.field ?? 'metadata', lockedUntil, now);
}
