import type { Prisma } from '@coffer/db';
import type { StorageKey } from './file-storage';

export type ClaimUploadOptions = {
  /** The transaction that records the blob's owner (the file row, the identity's avatar). */
  tx: Prisma.TransactionClient;
  storageKey: StorageKey;
};

/**
 * Ends an upload's pending state in the transaction that gives the blob its owner, so the
 * blob is always either pending or owned. If the row is gone or given up, a sweep judged the
 * upload abandoned and may be removing the blob: the transaction must fail rather than point
 * at it. Deleting the row is also the lock that orders this against abandonUploads's update.
 */
export async function claimUpload({ tx, storageKey }: ClaimUploadOptions): Promise<void> {
  const { count } = await tx.pendingUpload.deleteMany({
    where: { storageKey, abandonedAt: null },
  });
  if (count === 0) {
    throw new Error(`the upload ${storageKey} was swept as abandoned before it was committed`);
  }
}
