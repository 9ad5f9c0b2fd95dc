import { getDb } from '@coffer/db';
import type { StorageKey } from './file-storage';
import { getFileStorage } from './get-file-storage';

const BATCH = 500;

export type FindOrphanBlobsOptions = { writtenBefore: Date };

/**
 * Blobs last written at or before `writtenBefore` that no encrypted file, avatar or pending upload
 * names. Each batch is listed from storage first and then looked up in one statement (one
 * snapshot). A blob that was there when listed was announced by its PendingUpload row before
 * it was written, and that row is only ever swapped for an owner in one transaction
 * (claimUpload): so the snapshot sees the row or the owner, and a live upload is never taken
 * for an orphan. What is left is really nobody's (a failed clean-up, a crash after a row was
 * deleted but before its blob was).
 */
export async function findOrphanBlobs({
  writtenBefore,
}: FindOrphanBlobsOptions): Promise<StorageKey[]> {
  const orphans: StorageKey[] = [];
  let batch: StorageKey[] = [];
  for await (const blob of getFileStorage().list()) {
    // At or before, like the database's age condition: an age of 0 s includes this millisecond.
    if (blob.modifiedAt > writtenBefore) continue;
    batch.push(blob.name);
    if (batch.length === BATCH) {
      orphans.push(...(await unowned(batch)));
      batch = [];
    }
  }
  if (batch.length > 0) orphans.push(...(await unowned(batch)));
  return orphans;
}

async function unowned(keys: StorageKey[]): Promise<StorageKey[]> {
  const rows = await getDb().$queryRaw<{ key: StorageKey }[]>`
    SELECT candidate.key FROM unnest(${keys}::text[]) AS candidate(key)
    WHERE NOT EXISTS (SELECT 1 FROM "EncryptedFile" WHERE "storageKey" = candidate.key)
      AND NOT EXISTS (SELECT 1 FROM "Identity" WHERE "avatarStorageKey" = candidate.key)
      AND NOT EXISTS (SELECT 1 FROM "PendingUpload" WHERE "storageKey" = candidate.key)`;
  return rows.map((row) => row.key);
}
