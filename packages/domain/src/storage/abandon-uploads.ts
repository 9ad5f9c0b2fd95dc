import { getDb } from '@coffer/db';
import { DEAD_AFTER_SECONDS } from '../processes';
import { leftoverUploadCondition } from './leftover-upload-condition';

export type AbandonUploadsOptions = {
  /** Also give up uploads this old, whatever their process. */
  olderThanSeconds?: number;
};

/**
 * Gives up the pending uploads that will never be committed (leftoverUploadCondition) and
 * forgets the dead processes. A given-up upload can no longer be claimed: this update takes
 * the row's lock, so a concurrent claimUpload either committed before it (the row is gone)
 * or finds the row given up and fails. removeAbandonedUploads then removes what it left.
 */
export async function abandonUploads({
  olderThanSeconds,
}: AbandonUploadsOptions = {}): Promise<void> {
  const db = getDb();
  await db.$executeRaw`
    UPDATE "PendingUpload" SET "abandonedAt" = now()
    WHERE "abandonedAt" IS NULL AND ${leftoverUploadCondition(olderThanSeconds)}`;
  await db.$executeRaw`
    DELETE FROM "CofferProcess"
    WHERE "heartbeatAt" <= now() - make_interval(secs => ${DEAD_AFTER_SECONDS})`;
}
