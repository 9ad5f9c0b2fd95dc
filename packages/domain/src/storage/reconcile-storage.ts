import { getDb } from '@coffer/db';
import type { StorageKey } from './file-storage';
import { findOrphanBlobs } from './find-orphan-blobs';
import { findStaleTemporaryFiles } from './find-stale-temporary-files';
import { getFileStorage } from './get-file-storage';

/**
 * How old a leftover must be before a sweep takes it, unless told otherwise. Several Coffer
 * processes may share one storage, and a live upload of another process (its temporary file,
 * its pending row) looks like a crash's leftover. An upload is one HTTP request, which the
 * server ends after its request timeout (Node's default: 300 s), so a day is far beyond any
 * live one.
 */
export const DEFAULT_SWEEP_AGE_SECONDS = 24 * 60 * 60;

export type ReconcileStorageOptions = { olderThanSeconds?: number };

export type StorageLeftovers = {
  /** Uploads whose owner never committed them: their row and blob. */
  stalePendingUploads: StorageKey[];
  /** Blobs that no encrypted file, avatar or pending upload names. */
  orphanBlobs: StorageKey[];
  /** Temporary files of writes cut short. */
  staleTemporaryFiles: string[];
};

/**
 * Removes what crashes and failed clean-ups left in file storage, when older than
 * `olderThanSeconds`, and says what it removed. Coffer runs it at start; `pnpm cli storage
 * sweep` runs it on demand. Safe to run in several processes at once: every removal is
 * idempotent, and a pending upload is taken by deleting its row, which a concurrent commit
 * of that upload (claimUpload) either precedes, or follows and then fails.
 */
export async function reconcileStorage({
  olderThanSeconds = DEFAULT_SWEEP_AGE_SECONDS,
}: ReconcileStorageOptions = {}): Promise<StorageLeftovers> {
  const storage = getFileStorage();
  const writtenBefore = new Date(Date.now() - olderThanSeconds * 1000);
  // The database's own clock dates its rows, so it judges their age too.
  const taken = await getDb().$queryRaw<{ storageKey: StorageKey }[]>`
    DELETE FROM "PendingUpload"
    WHERE "createdAt" <= now() - make_interval(secs => ${olderThanSeconds})
    RETURNING "storageKey"`;
  const stalePendingUploads = taken.map((row) => row.storageKey);
  for (const key of stalePendingUploads) await storage.delete(key);
  const orphanBlobs = await findOrphanBlobs({ writtenBefore });
  for (const key of orphanBlobs) await storage.delete(key);
  const staleTemporaryFiles = await findStaleTemporaryFiles({ writtenBefore });
  for (const name of staleTemporaryFiles) await storage.removeTemporary(name);
  return { stalePendingUploads, orphanBlobs, staleTemporaryFiles };
}
