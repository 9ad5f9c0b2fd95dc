import { getDb } from '@coffer/db';
import type { AuthnAttempt } from './authn-attempt';

/**
 * A success ends the series: no failures in a row, and the next lock starts from the base
 * delay. Raw SQL, like the reservation it takes back: every successful login step runs it.
 */
export async function clearAuthnFailures({ identityId, method }: AuthnAttempt): Promise<void> {
  await getDb().$executeRaw`
    UPDATE "AuthMethodLockout"
    SET "consecutiveFailures" = 0, "lockCount" = 0, "lockedUntil" = NULL,
        "updatedAt" = ${new Date()}
    WHERE "identityId" = ${identityId}::uuid AND "method" = ${method}`;
}
