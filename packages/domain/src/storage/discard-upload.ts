import { getDb } from '@coffer/db';
import type { StorageKey } from './file-storage';
import { getFileStorage } from './get-file-storage';

export type DiscardUploadOptions = { storageKey: StorageKey };

/**
 * Removes an upload that will not be committed: its blob first, then its PendingUpload row,
 * so that a crash in between still leaves the row for reconcileStorage. It runs on the way
 * out of a failed request, so a failure is logged rather than hiding the request's own
 * error: what is left is swept later.
 */
export async function discardUpload({ storageKey }: DiscardUploadOptions): Promise<void> {
  try {
    await getFileStorage().delete(storageKey);
    await getDb().pendingUpload.deleteMany({ where: { storageKey } });
  } catch (error) {
    console.error(`[storage] could not discard the upload ${storageKey}:`, error);
  }
}
