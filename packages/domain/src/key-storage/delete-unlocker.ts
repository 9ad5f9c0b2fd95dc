import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { unlockerNotFound } from './key-storage-errors';
import { lockAccount } from './lock-account';
import { findStorageAccountId } from './storage-account';
import { reportSecurityEvent } from '../activity/report-security-event';
import { queueBackchannelLogouts } from '../oidc/logout/queue-backchannel-logouts';

export type DeleteUnlockerOptions = {
  caller: Caller;
  identityId: string;
  unlockerId: string;
  /** A device's: end the account's sessions in the browser that keeps its KEK, too. */
  signOut?: boolean;
};

/**
 * Removes one unlocker: a lost device or passkey no longer opens the storage. The last one
 * stays (409): without it nothing opens the entries; resetting the storage deletes all.
 * Revoking a device with `signOut` also ends, in the same transaction, every live session of
 * the account's emails that the same browser started (its browser key): the device is
 * signed out at its next request, not only locked out of the storage
 * (docs/key-model.md#what-the-pages-do).
 */
export async function deleteUnlocker({
  caller,
  identityId,
  unlockerId,
  signOut = false,
}: DeleteUnlockerOptions): Promise<void> {
  assertSelf(caller, identityId);
  await getDb().$transaction(async (tx) => {
    const accountId = await findStorageAccountId(tx, identityId);
    if (accountId === null) throw unlockerNotFound();
    await lockAccount(tx, accountId);
    const unlockers = await tx.unlocker.findMany({
      where: { accountId },
      select: { id: true, kind: true, browserKeyHash: true },
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
    if (signOut && deleted.kind === 'device' && deleted.browserKeyHash !== null) {
      // Its tokens end with it: a token lives no longer than its session (findActiveAccessToken).
      await tx.providerSession.updateMany({
        where: {
          browserKeyHash: deleted.browserKeyHash,
          revokedAt: null,
          identity: { accountId },
        },
        data: { revokedAt: new Date() },
      });
      await queueBackchannelLogouts(tx, {
        browserKeyHash: deleted.browserKeyHash,
        revokedAt: { not: null },
      });
    }
    // A device taken off the storage is a revoked device (docs/activity.md).
    await reportSecurityEvent(tx, {
      identityId,
      event: deleted.kind === 'device' ? 'device_revoked' : 'unlocker_removed',
      caller,
    });
  });
}
