import { getDb, Prisma } from '@coffer/db';
import type { AuthnAttempt } from './authn-attempt';

/**
 * A success ends the series: no failures in a row, and the next lock starts from the base
 * delay. Raw SQL, like the reservation it takes back: every successful login step runs it.
 */
export async function clearAuthnFailures(attempt: AuthnAttempt): Promise<void> {
  await getDb().$executeRaw(clearAuthnFailuresStatement([attempt], new Date()));
}

/** The UPDATE of clearAuthnFailures for one or more attempts, to run within another statement. */
export function clearAuthnFailuresStatement(
  attempts: readonly AuthnAttempt[],
  now: Date,
): Prisma.Sql {
  if (attempts.length === 0) throw new Error('no attempt to clear');
  const keys = attempts.map(
    ({ identityId, method }) => Prisma.sql`(${identityId}::uuid, ${method})`,
  );
  return Prisma.sql`
    UPDATE "AuthMethodLockout"
    SET "consecutiveFailures" = 0, "lockCount" = 0, "lockedUntil" = NULL, "updatedAt" = ${now}
    WHERE ("identityId", "method") IN (${Prisma.join(keys)})`;
}
