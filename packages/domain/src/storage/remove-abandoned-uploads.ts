import { getDb } from '@coffer/db';
import { getLogger } from '@coffer/env/logger';
import type { StorageKey } from './file-storage';
import { getFileStorage } from './get-file-storage';

export type RemovedUploads = {
  /** Given-up uploads removed: their blob, temporary files and row. */
  pendingUploads: StorageKey[];
  /** Their temporary files (in a bucket: multipart uploads) that were still there. */
  temporaryFiles: string[];
};

/**
 * Removes each given-up upload (abandonUploads): its blob, its temporary files, then its row,
 * so that a failure (the bucket unreachable) leaves the row for the next sweep to try again.
 * Idempotent: several processes may remove the same upload at once.
 */
export async function removeAbandonedUploads(): Promise<RemovedUploads> {
  const rows = await getDb().pendingUpload.findMany({
    where: { abandonedAt: { not: null } },
    select: { storageKey: true },
  });
  const removed: RemovedUploads = { pendingUploads: [], temporaryFiles: [] };
  if (rows.length === 0) return removed;
  const storage = getFileStorage();
  // Keys are made by the server (storeUpload's callers) in StorageKey form.
  const temporaries = new Map(rows.map((row) => [row.storageKey as StorageKey, [] as string[]]));
  for await (const item of storage.listTemporary()) {
    if (item.key !== undefined) temporaries.get(item.key)?.push(item.name);
  }
  for (const [key, names] of temporaries) {
    try {
      await storage.delete(key);
      for (const name of names) await storage.removeTemporary(name);
      await getDb().pendingUpload.deleteMany({ where: { storageKey: key } });
      removed.pendingUploads.push(key);
      removed.temporaryFiles.push(...names);
    } catch (error) {
      // The next sweep tries again.
      getLogger().error(
        { scope: 'storage', storageKey: key, err: error },
        'could not remove an abandoned upload',
      );
    }
  }
  return removed;
}
