import { getLogger } from '@coffer/env/logger';
import { getFileStorage, type StorageKey } from '../storage';

export type DiscardEncryptedFileBlobsOptions = { storageKeys: readonly StorageKey[] };

/**
 * Removes blobs no row points at any more. It runs once the change that orphaned them is
 * committed, so a failure is logged rather than undoing that change: what is left is
 * ciphertext nobody can reach, an orphan that reconcileStorage (at start, or `pnpm cli
 * storage sweep`) removes.
 */
export async function discardEncryptedFileBlobs({
  storageKeys,
}: DiscardEncryptedFileBlobsOptions): Promise<void> {
  const storage = getFileStorage();
  const outcomes = await Promise.allSettled(storageKeys.map((key) => storage.delete(key)));
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected') {
      getLogger().error(
        { scope: 'files', storageKey: storageKeys[index], err: outcome.reason },
        'could not delete a file',
      );
    }
  });
}
