import { getDb, Prisma } from '@coffer/db';
import type { ReservedAttempt } from './authn-attempt';

/**
 * A success ends the series of every row the attempt counted in: no failures in a row, and
 * the next lock starts from the base delay. Raw SQL, like the reservation it takes back. A
 * step that completes the login clears its attempts in its own statement instead
 * (record-completed-login.ts).
 */
export async function clearAuthnFailures(attempt: ReservedAttempt): Promise<void> {
  const keys = attempt.rows.map(
    ({ source }) => Prisma.sql`(${attempt.identityId}::uuid, ${attempt.method}, ${source})`,
  );
  await getDb().$executeRaw`
    UPDATE "AuthMethodLockout"
    SET "consecutiveFailures" = 0, "lockCount" = 0, "lockedUntil" = NULL,
        "updatedAt" = ${new Date()}
    WHERE ("identityId", "method", "source") IN (${Prisma.join(keys)})`;
}
