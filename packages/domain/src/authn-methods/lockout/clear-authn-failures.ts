import { getDb } from '@coffer/db';
import type { AuthnAttempt } from './authn-attempt';

/** A success ends the series: no failures in a row, and the next lock starts from the base delay. */
export async function clearAuthnFailures({ identityId, method }: AuthnAttempt): Promise<void> {
  await getDb().authMethodLockout.updateMany({
    where: { identityId, method },
    data: { consecutiveFailures: 0, lockCount: 0, lockedUntil: null, updatedAt: new Date() },
  });
}
