import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { reportSecurityEvent } from '../activity/report-security-event';
import { lockAccount } from './lock-account';
import { findStorageAccountId } from './storage-account';

export type ResetKeyStorageOptions = { caller: Caller; identityId: string };

/**
 * Deletes every unlocker and entry of the identity's account: the way out for a person who
 * can open it with none of them (docs/key-model.md#reset). The account stays; the storage
 * can be set up again. Without account or storage, nothing happens.
 */
export async function resetKeyStorage({
  caller,
  identityId,
}: ResetKeyStorageOptions): Promise<void> {
  assertSelf(caller, identityId);
  await getDb().$transaction(async (tx) => {
    const accountId = await findStorageAccountId(tx, identityId);
    if (accountId === null) return;
    await lockAccount(tx, accountId);
    await tx.unlocker.deleteMany({ where: { accountId } });
    await tx.storageEntry.deleteMany({ where: { accountId } });
    await reportSecurityEvent(tx, { identityId, event: 'key_storage_reset', caller });
  });
}
