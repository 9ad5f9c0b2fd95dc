import { getDb } from '@coffer/db';
import { reportSecurityEvent } from '../activity/report-security-event';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { entryNotFound } from './key-storage-errors';
import type { EntryKindName } from './key-storage-schemas';
import { findStorageAccountId } from './storage-account';

export type DeleteStorageEntryOptions = {
  caller: Caller;
  identityId: string;
  kind: EntryKindName;
  name: string;
};

/**
 * Removes one entry of the identity's account; 404 when it has none of that kind and name.
 * A key deleted is a key lost: announced to the account's emails, in the same transaction
 * (docs/authentication.md#sensitive-operations).
 */
export async function deleteStorageEntry({
  caller,
  identityId,
  kind,
  name,
}: DeleteStorageEntryOptions): Promise<void> {
  assertSelf(caller, identityId);
  await getDb().$transaction(async (tx) => {
    const accountId = await findStorageAccountId(tx, identityId);
    const deleted =
      accountId === null
        ? { count: 0 }
        : await tx.storageEntry.deleteMany({ where: { accountId, kind, name } });
    if (deleted.count === 0) throw entryNotFound();
    await reportSecurityEvent(tx, { identityId, event: 'key_deleted', caller });
  });
}
