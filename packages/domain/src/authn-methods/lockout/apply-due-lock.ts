import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import type { AuthnAttempt } from './authn-attempt';

const MAX_LOCK_SECONDS = 24 * 60 * 60;

/**
 * Locks the method once `failuresBeforeLock` failures in a row are counted, for
 * `lockBaseSeconds · 2^lockCount` (at most a day), and starts a new count. Returns when
 * the method's lock ends, or null when it is not locked.
 */
export async function applyDueLock(
  { identityId, method }: AuthnAttempt,
  now: Date,
): Promise<Date | null> {
  const db = getDb();
  const { failuresBeforeLock, lockBaseSeconds } = getEnv().auth;
  const key = { identityId_method: { identityId, method } };
  const select = { consecutiveFailures: true, lockCount: true, lockedUntil: true };
  const row = await db.authMethodLockout.findUnique({ where: key, select });
  if (!row) return null;
  if (row.lockedUntil && row.lockedUntil > now) return row.lockedUntil;
  if (row.consecutiveFailures < failuresBeforeLock) return null;
  const seconds = Math.min(lockBaseSeconds * 2 ** Math.min(row.lockCount, 32), MAX_LOCK_SECONDS);
  const lockedUntil = new Date(now.getTime() + seconds * 1000);
  // Conditional on the lockCount just read: when two failures race, one lock is applied, once.
  const locked = await db.authMethodLockout.updateMany({
    where: {
      identityId,
      method,
      lockCount: row.lockCount,
      consecutiveFailures: { gte: failuresBeforeLock },
    },
    data: { consecutiveFailures: 0, lockCount: { increment: 1 }, lockedUntil, updatedAt: now },
  });
  if (locked.count === 1) return lockedUntil;
  // Another request locked (or a success reset) the method meanwhile: report what is now.
  const current = await db.authMethodLockout.findUnique({ where: key, select });
  return current?.lockedUntil && current.lockedUntil > now ? current.lockedUntil : null;
}
