import { getDb } from '@coffer/db';
import type { AuthnAttempt } from './authn-attempt';
import { lockedError } from './locked-error';

/** For preparing a method (e.g. mailing a code): pointless while the method is locked. */
export async function assertAuthnMethodUnlocked(attempt: AuthnAttempt): Promise<void> {
  const { identityId, method } = attempt;
  const row = await getDb().authMethodLockout.findUnique({
    where: { identityId_method: { identityId, method } },
    select: { lockedUntil: true },
  });
  const now = new Date();
  if (row?.lockedUntil && row.lockedUntil > now) {
    throw lockedError(attempt.field ?? 'metadata', row.lockedUntil, now);
  }
}
