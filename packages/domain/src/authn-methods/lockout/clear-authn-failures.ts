import { getDb, Prisma } from '@coffer/db';
import type { ReservedAttempt } from './authn-attempt';

/**
 * A success ends the series of every row the attempt counted in: no failures in a row, and
 * the next lock starts from the base delay. Raw SQL, like the reservation it takes back:
 * every successful login step runs it.
 */
export async function clearAuthnFailures(attempt: ReservedAttempt): Promise<void> {
  await getDb().$executeRaw(clearAuthnFailuresStatement([attempt], new Date()));
}

/** The UPDATE of clearAuthnFailures for one or more attempts, to run within another statement. */
export function clearAuthnFailuresStatement(
  attempts: readonly ReservedAttempt[],
  now: Date,
): Prisma.Sql {
  const keys = attempts.flatMap(({ identityId, method, rows }) =>
    rows.map(({ source }) => Prisma.sql`(${identityId}::uuid, ${method}, ${source})`),
  );
  if (keys.length === 0) throw new Error('no attempt to clear');
  return Prisma.sql`
    UPDATE "AuthMethodLockout"
    SET "consecutiveFailures" = 0, "lockCount" = 0, "lockedUntil" = NULL, "updatedAt" = ${now}
    WHERE ("identityId", "method", "source") IN (${Prisma.join(keys)})`;
}
