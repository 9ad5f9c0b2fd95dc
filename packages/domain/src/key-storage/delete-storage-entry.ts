import { getDb } from '@coffer/db';
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

/** Removes one entry of the identity's account; 404 when it has none of that kind and name. */
export async function deleteStorageEntry({
  caller,
  identityId,
  kind,
  name,
}: DeleteStorageEntryOptions): Promise<void> {
  assertSelf(caller, identityId);
  const db = getDb();
  const accountId = await findStorageAccountId(db, identityId);
  const deleted =
    accountId === null
      ? { count: 0 }
      : await db.storageEntry.deleteMany({ where: { accountId, kind, name } });
  if (deleted.count === 0) throw entryNotFound();
}
