import { getDb } from '@coffer/db';
import { registerOwnProcess } from '../processes';
import { discardUpload } from './discard-upload';
import type { StorageKey } from './file-storage';
import { getFileStorage } from './get-file-storage';

export type StoreUploadOptions = {
  /** A new key (a random UUID in its area). */
  storageKey: StorageKey;
  source: AsyncIterable<Uint8Array>;
  maxBytes: number;
};

/**
 * Writes an uploaded blob, announced first by a PendingUpload row naming this process: the
 * blob is pending until claimUpload, in the transaction that makes it an encrypted file or an
 * avatar, deletes that row. A crash anywhere in between leaves the row, and the process's
 * heartbeat stops: any process's next sweep can then tell the leftover from a live upload.
 * On failure nothing remains: FileStorage.write removed its file and the row goes too (or is
 * given up, for the sweep to finish, when the storage cannot be reached).
 */
export async function storeUpload({
  storageKey,
  source,
  maxBytes,
}: StoreUploadOptions): Promise<{ size: number }> {
  const processId = await registerOwnProcess();
  await getDb().pendingUpload.create({
    data: { storageKey, processId },
    select: { storageKey: true },
  });
  try {
    return await getFileStorage().write(storageKey, source, { maxBytes });
  } catch (error) {
    await discardUpload({ storageKey });
    throw error;
  }
}
