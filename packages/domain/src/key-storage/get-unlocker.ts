import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { unlockerNotFound } from './key-storage-errors';
import {
  toUnlockerResource,
  unlockerResourceSelect,
  type UnlockerResource,
} from './key-storage-resources';
import { findStorageAccountId } from './storage-account';
import { reportSecurityEvent } from '../activity/report-security-event';

export type GetUnlockerOptions = { caller: Caller; identityId: string; unlockerId: string };

/**
 * One unlocker of the identity's account with its sealed root key. Fetching it is using it:
 * `last_used_at` is recorded, so the person sees which devices still open the storage.
 * Another account's unlocker is unknown here (404).
 */
export async function getUnlocker({
  caller,
  identityId,
  unlockerId,
}: GetUnlockerOptions): Promise<UnlockerResource> {
  assertSelf(caller, identityId);
  const db = getDb();
  const accountId = await findStorageAccountId(db, identityId);
  if (accountId === null) throw unlockerNotFound();
  const row = await db.$transaction(async (tx) => {
    const [used] = await tx.unlocker.updateManyAndReturn({
      where: { id: unlockerId, accountId },
      data: { lastUsedAt: new Date() },
      select: unlockerResourceSelect,
    });
    // Reading the recovery unlocker is using the recovery key (docs/activity.md).
    if (used?.kind === 'recovery')
      await reportSecurityEvent(tx, { identityId, event: 'recovery_key_used', caller });
    return used;
  });
  if (!row) throw unlockerNotFound();
  return toUnlockerResource(row);
}
