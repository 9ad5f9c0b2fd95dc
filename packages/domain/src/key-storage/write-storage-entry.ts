import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { keyStorageLimits, overLimit } from './key-storage-limits';
import { decodedLength, type EntryKindName } from './key-storage-schemas';
import { lockSetUpStorage } from './storage-account';

export type WriteStorageEntryOptions = {
  caller: Caller;
  identityId: string;
  kind: EntryKindName;
  name: string;
  ciphertext: string;
};

/**
 * Writes one entry of the set-up storage, new or replacing the entry of that kind and name.
 * Writes of one account go one at a time (the account's lock), so concurrent writes of one
 * entry leave one row holding one of the values, and the entry count cannot overshoot.
 */
export async function writeStorageEntry({
  caller,
  identityId,
  kind,
  name,
  ciphertext,
}: WriteStorageEntryOptions): Promise<void> {
  assertSelf(caller, identityId);
  const limits = keyStorageLimits();
  if (decodedLength(ciphertext) > limits.entry_bytes) {
    throw overLimit('ciphertext', `an entry's ciphertext is at most ${limits.entry_bytes} bytes`);
  }
  await getDb().$transaction(async (tx) => {
    const accountId = await lockSetUpStorage(tx, identityId);
    const address = { accountId, kind, name };
    const exists = await tx.storageEntry.count({ where: address });
    if (exists === 0 && (await tx.storageEntry.count({ where: { accountId } })) >= limits.entries) {
      throw overLimit('entries', `an account has at most ${limits.entries} entries`);
    }
    await tx.storageEntry.upsert({
      where: { accountId_kind_name: address },
      create: { ...address, ciphertext },
      update: { ciphertext, updatedAt: new Date() },
      select: { name: true },
    });
  });
}
