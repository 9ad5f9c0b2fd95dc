import { getDb } from '@coffer/db';
import type { StorageKey } from './file-storage';
import { findMissingBlobs, type MissingBlob } from './find-missing-blobs';
import { findOrphanBlobs } from './find-orphan-blobs';
import { findStaleTemporaryFiles } from './find-stale-temporary-files';
import { leftoverUploadCondition } from './leftover-upload-condition';
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
 * storage lacks, and the leftovers that reconcileStorage with the same age would remove
 * (those of dead processes and given-up uploads whatever their age).
 */
export async function checkStorage({
  olderThanSeconds = DEFAULT_SWEEP_AGE_SECONDS,
}: ReconcileStorageOptions = {}): Promise<StorageCheck> {
  const writtenBefore = new Date(Date.now() - olderThanSeconds * 1000);
  const pending = await getDb().$queryRaw<{ storageKey: StorageKey }[]>`
    SELECT "storageKey" FROM "PendingUpload"
    WHERE ${leftoverUploadCondition(olderThanSeconds)}
    ORDER BY "createdAt"`;
  const stalePendingUploads = pending.map((row) => row.storageKey);
  return {
    missingBlobs: await findMissingBlobs(),
    stalePendingUploads,
    orphanBlobs: await findOrphanBlobs({ writtenBefore }),
    staleTemporaryFiles: await findStaleTemporaryFiles({
      writtenBefore,
      ofUploads: new Set(stalePendingUploads),
    }),
  };
}
