import type { Prisma } from '@coffer/db';
import { JOB_QUEUES } from '../jobs/job-definitions';
import { enqueueJob } from '../jobs/enqueue-job';

/** `frequent` people hear of a new message within this time (docs/activity.md). */
const FREQUENT_EMAIL_DELAY_SECONDS = 300;

/**
 * After a new message, in its transaction: the box's `activity-email` job runs at most 5
 * minutes later. One job waits per box (a stately queue keyed by the box), so the messages
 * of those 5 minutes go into one email per person. The job is the box's organization's (a
 * group sharing MAIL_CONCURRENCY_PER_ORGANIZATION).
 */
export async function scheduleActivityEmail(
  tx: Prisma.TransactionClient,
  box: { id: string; ownerOrgId: string },
): Promise<void> {
  await enqueueJob(
    tx,
    JOB_QUEUES.activityEmail,
    { boxId: box.id },
    {
      singletonKey: box.id,
      startAfter: FREQUENT_EMAIL_DELAY_SECONDS,
      group: { id: box.ownerOrgId },
    },
  );
}
