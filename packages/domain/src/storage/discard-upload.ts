import { getDb } from '@coffer/db';
import { getLogger } from '@coffer/env/logger';
import type { StorageKey } from './file-storage';
import { getFileStorage } from './get-file-storage';

export type DiscardUploadOptions = { storageKey: StorageKey };

/**
 * Removes an upload that will not be committed: its blob first, then its PendingUpload row,
 * so that a crash in between still leaves the row for a sweep. When the blob cannot be
 * removed (the bucket unreachable), the row is given up instead of left pending: the sweep
 * every process runs removes the blob, the write's temporary files and the row as soon as
 * the storage answers, rather than after a day (docs/storage.md#crash-leftovers). It runs on
 * the way out of a failed request, so a failure is logged rather than hiding the request's
 * own error.
 */
export async function discardUpload({ storageKey }: DiscardUploadOptions): Promise<void> {
  const pending = getDb().pendingUpload;
  try {
    await getFileStorage().delete(storageKey);
  } catch (error) {
    // A sweep will.
    getLogger().error({ scope: 'storage', storageKey, err: error }, 'could not discard an upload');
    await pending
      .updateMany({ where: { storageKey, abandonedAt: null }, data: { abandonedAt: new Date() } })
      .catch((cause: unknown) => {
        getLogger().error(
          { scope: 'storage', storageKey, err: cause },
          'could not give up an upload',
        );
      });
    return;
  }
  await pending.deleteMany({ where: { storageKey } }).catch((error: unknown) => {
    getLogger().error({ scope: 'storage', storageKey, err: error }, 'could not discard an upload');
  });
}
