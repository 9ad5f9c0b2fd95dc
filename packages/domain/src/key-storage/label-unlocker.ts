import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { storageFieldError, unlockerNotFound } from './key-storage-errors';
import { findStorageAccountId } from './storage-account';

export type LabelUnlockerOptions = {
  caller: Caller;
  identityId: string;
  unlockerId: string;
  /** A new name (checked by the contract: 1 to 100 characters, trimmed); absent: it stays. */
  name?: string | undefined;
  /** recovery only: the person saved the key. */
  saved?: true | undefined;
};

/**
 * Renames one of the account's unlockers, or notes that its recovery key is saved
 * (docs/key-model.md#endpoints). Neither seals or opens anything, so neither needs the
 * proof that changing what opens the storage needs, nor sends a security email. Another
 * account's unlocker is unknown here (404); `saved` of another kind is a 400.
 */
export async function labelUnlocker({
  caller,
  identityId,
  unlockerId,
  name,
  saved,
}: LabelUnlockerOptions): Promise<void> {
  assertSelf(caller, identityId);
  const db = getDb();
  const accountId = await findStorageAccountId(db, identityId);
  if (accountId === null) throw unlockerNotFound();
  const unlocker = await db.unlocker.findFirst({
    where: { id: unlockerId, accountId },
    select: { kind: true, savedAt: true },
  });
  if (!unlocker) throw unlockerNotFound();
  if (saved && unlocker.kind !== 'recovery') {
    throw storageFieldError('bad_request', 'saved', 'only a recovery key is saved');
  }
  const { count } = await db.unlocker.updateMany({
    where: { id: unlockerId, accountId },
    data: {
      name,
      // The first "saved" counts: saying it again does not move the date.
      ...(saved && unlocker.savedAt === null ? { savedAt: new Date() } : {}),
    },
  });
  if (count === 0) throw unlockerNotFound();
}
