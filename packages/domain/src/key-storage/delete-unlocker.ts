import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { unlockerNotFound } from './key-storage-errors';
import { lockAccount } from './lock-account';
import { findStorageAccountId } from './storage-account';
import { reportSecurityEvent } from '../activity/report-security-event';

export type DeleteUnlockerOptions = { caller: Caller; identityId: string; unlockerId: string };

/**
 * Removes one unlocker: a lost device or passkey no longer opens the storage. The last one
 * stays (409): without it nothing opens the entries; resetting the storage deletes all.
 */
export async function deleteUnlocker({
  caller,
  identityId,
  unlockerId,
}: DeleteUnlockerOptions): Promise<void> {
  assertSelf(caller, identityId);
  await getDb().$transaction(async (tx) => {
    const accountId = await findStorageAccountId(tx, identityId);
    if (accountId === null) throw unlockerNotFound();
    await lockAccount(tx, accountId);
    const unlockers = await tx.unlocker.findMany({
      where: { accountId },
      select: { id: true, kind: true },
    });
    const deleted = unlockers.find(({ id }) => id === unlockerId);
    if (!deleted) throw unlockerNotFound();
    if (unlockers.length === 1) {
      throw new AppError('conflict', {
        origin: 'path',
        desc: 'the last unlocker cannot be deleted: nothing else opens the storage (reset it instead)',
        details: { unlocker_id: 'conflict' },
      });
    }
    await tx.unlocker.delete({ where: { id: unlockerId }, select: { id: true } });
    // A device taken off the storage is a revoked device (docs/activity.md).
    await reportSecurityEvent(tx, {
      identityId,
      event: deleted.kind === 'device' ? 'device_revoked' : 'unlocker_removed',
      caller,
    });
  });
}
