import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { keyStorageLimits } from './key-storage-limits';
import { toUnlockerSummary, unlockerSummarySelect, type KeyStorage } from './key-storage-resources';
import { findStorageAccountId } from './storage-account';

export type GetKeyStorageOptions = { caller: Caller; identityId: string };

/**
 * The state of the identity's key storage, for the page to choose between setting it up
 * and opening it: its unlockers (without their sealed root keys), how many entries it
 * holds, and the limits. An identity without account has an empty one.
 */
export async function getKeyStorage({
  caller,
  identityId,
}: GetKeyStorageOptions): Promise<KeyStorage> {
  assertSelf(caller, identityId);
  const db = getDb();
  const accountId = await findStorageAccountId(db, identityId);
  if (accountId === null) {
    return { account_id: null, unlockers: [], entry_count: 0, limits: keyStorageLimits() };
  }
  const [unlockers, entryCount] = await Promise.all([
    db.unlocker.findMany({
      where: { accountId },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      select: unlockerSummarySelect,
    }),
    db.storageEntry.count({ where: { accountId } }),
  ]);
  return {
    account_id: accountId,
    unlockers: unlockers.map(toUnlockerSummary),
    entry_count: entryCount,
    limits: keyStorageLimits(),
  };
}
