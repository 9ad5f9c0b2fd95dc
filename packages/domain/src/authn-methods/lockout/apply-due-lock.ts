import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import type { LockoutRow, ReservedAttempt } from './authn-attempt';

const MAX_LOCK_SECONDS = 24 * 60 * 60;

/**
 * Locks each of the attempt's rows whose failures in a row reached its limit, for
 * `lockBaseSeconds · 2^lockCount` (at most a day), and starts its new count. Returns when the
 * last lock on the attempt's rows ends, or null when none is locked.
 */
export async function applyDueLock(attempt: ReservedAttempt, now: Date): Promise<Date | null> {
  let until: Date | null = null;
  for (const row of attempt.rows) {
    const lockedUntil = await lockRowIfDue(attempt, row, now);
    if (lockedUntil && (!until || lockedUntil > until)) until = lockedUntil;
  }
  return until;
}

async function lockRowIfDue(
  { identityId, method }: ReservedAttempt,
  { source, limit }: LockoutRow,
  now: Date,
): Promise<Date | null> {
  const db = getDb();
  const key = { identityId_method_source: { identityId, method, source } };
  const select = { consecutiveFailures: true, lockCount: true, lockedUntil: true };
  const row = await db.authMethodLockout.findUnique({ where: key, select });
  if (!row) return null;
  if (row.lockedUntil && row.lockedUntil > now) return row.lockedUntil;
  if (row.consecutiveFailures < limit) return null;
  const { lockBaseSeconds } = getEnv().auth;
  const seconds = Math.min(lockBaseSeconds * 2 ** Math.min(row.lockCount, 32), MAX_LOCK_SECONDS);
  const lockedUntil = new Date(now.getTime() + seconds * 1000);
  const locked = await db.authMethodLockout.updateMany({
    where: {
      identityId,
      method,
      source,
      lockCount: row.lockCount,
      consecutiveFailures: { gte: limit },
    },
    data: { consecutiveFailures: 0, lockCount: { increment: 1 }, lockedUntil, updatedAt: now },
  });
  if (locked.count === 1) return lockedUntil;
  const current = await db.authMethodLockout.findUnique({ where: key, select });
  return current?.lockedUntil && current.lockedUntil > now ? current.lockedUntil : null;
}
