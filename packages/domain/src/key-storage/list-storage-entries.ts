import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import {
  storageEntrySelect,
  toStorageEntryResource,
  type StorageEntryResource,
} from './key-storage-resources';
import type { EntryKindName } from './key-storage-schemas';
import { findStorageAccountId } from './storage-account';

export type ListStorageEntriesOptions = {
  caller: Caller;
  identityId: string;
  /** Only entries of this kind. */
  kind?: EntryKindName;
};

/** The entries of the identity's account, newest first (docs/http-api.md). */
export async function listStorageEntries({
  caller,
  identityId,
  kind,
}: ListStorageEntriesOptions): Promise<StorageEntryResource[]> {
  assertSelf(caller, identityId);
  const db = getDb();
  const accountId = await findStorageAccountId(db, identityId);
  if (accountId === null) return [];
  const rows = await db.storageEntry.findMany({
    where: { accountId, ...(kind === undefined ? {} : { kind }) },
    orderBy: [{ updatedAt: 'desc' }, { kind: 'asc' }, { name: 'asc' }],
    select: storageEntrySelect,
  });
  return rows.map(toStorageEntryResource);
}
