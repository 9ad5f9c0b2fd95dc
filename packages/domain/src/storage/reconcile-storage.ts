import { abandonUploads } from './abandon-uploads';
import type { StorageKey } from './file-storage';
import { findOrphanBlobs } from './find-orphan-blobs';
import { findStaleTemporaryFiles } from './find-stale-temporary-files';
import { getFileStorage } from './get-file-storage';
import { removeAbandonedUploads } from './remove-abandoned-uploads';

/**
 * How old a leftover must be before a sweep takes it when nothing else tells it is one.
 * Uploads of dead processes, or given up after a failure, are taken at any age
 * (leftoverUploadCondition); this age is for blobs no row names, temporary files of no such
 * upload, and pending rows of Coffers that did not name their process. An upload is one HTTP
 * request, which the server ends after its request timeout (Node's default: 300 s), so a day
 * is far beyond any live one.
 */
export const DEFAULT_SWEEP_AGE_SECONDS = 24 * 60 * 60;

export type ReconcileStorageOptions = { olderThanSeconds?: number };

export type StorageLeftovers = {
  /** Uploads that will never be committed: their row and blob. */
  stalePendingUploads: StorageKey[];
  /** Blobs that no encrypted file, avatar or pending upload names. */
  orphanBlobs: StorageKey[];
  /** Temporary files of writes cut short. */
  staleTemporaryFiles: string[];
};

/**
 * Removes what crashes and failed clean-ups left in file storage, and says what it removed:
 * uploads of dead processes or given up, at any age; pending uploads, unnamed blobs and
 * temporary files older than `olderThanSeconds`. Coffer runs it at start; `pnpm cli storage
 * sweep` runs it on demand. Safe to run in several processes at once: every removal is
 * idempotent, and a pending upload is taken by giving up its row, which a concurrent commit
 * of that upload (claimUpload) either precedes, or follows and then fails.
 */
export async function reconcileStorage({
  olderThanSeconds = DEFAULT_SWEEP_AGE_SECONDS,
}: ReconcileStorageOptions = {}): Promise<StorageLeftovers> {
  const storage = getFileStorage();
  // The database's own clock dates its rows, so it judges their age too.
  await abandonUploads({ olderThanSeconds });
  const removed = await removeAbandonedUploads();
  const writtenBefore = new Date(Date.now() - olderThanSeconds * 1000);
  const orphanBlobs = await findOrphanBlobs({ writtenBefore });
  for (const key of orphanBlobs) await storage.delete(key);
  const staleTemporaryFiles = await findStaleTemporaryFiles({ writtenBefore });
  for (const name of staleTemporaryFiles) await storage.removeTemporary(name);
  return {
    stalePendingUploads: removed.pendingUploads,
    orphanBlobs,
    staleTemporaryFiles: [...removed.temporaryFiles, ...staleTemporaryFiles],
  };
}
