import { getDb } from '@coffer/db';
import type { StorageKey } from './file-storage';
import { findMissingBlobs, type MissingBlob } from './find-missing-blobs';
import { findOrphanBlobs } from './find-orphan-blobs';
import { findStaleTemporaryFiles } from './find-stale-temporary-files';
import {
  DEFAULT_SWEEP_AGE_SECONDS,
  type ReconcileStorageOptions,
  type StorageLeftovers,
} from './reconcile-storage';

export type StorageCheck = StorageLeftovers & {
  /** Encrypted files and avatars whose blob is gone: data lost, which no sweep repairs. */
  missingBlobs: MissingBlob[];
};

/**
 * Compares file storage with the database without changing either: blobs that rows name but
 * storage lacks, and the leftovers that reconcileStorage with the same age would remove.
 */
export async function checkStorage({
  olderThanSeconds = DEFAULT_SWEEP_AGE_SECONDS,
}: ReconcileStorageOptions = {}): Promise<StorageCheck> {
  const writtenBefore = new Date(Date.now() - olderThanSeconds * 1000);
  const pending = await getDb().$queryRaw<{ storageKey: StorageKey }[]>`
    SELECT "storageKey" FROM "PendingUpload"
    WHERE "createdAt" <= now() - make_interval(secs => ${olderThanSeconds})
    ORDER BY "createdAt"`;
  return {
    missingBlobs: await findMissingBlobs(),
    stalePendingUploads: pending.map((row) => row.storageKey),
    orphanBlobs: await findOrphanBlobs({ writtenBefore }),
    staleTemporaryFiles: await findStaleTemporaryFiles({ writtenBefore }),
  };
}
