import type { Prisma } from '@coffer/db';
import { enqueueJob } from '../jobs/enqueue-job';
import { JOB_QUEUES } from '../jobs/job-definitions';

/**
 * In the transaction that writes `box.auto_invite` notifications: one `invitation-email` job
 * per invited person, so the email goes if and only if the invitation committed. The jobs
 * are the box's organization's (a group), which shares MAIL_CONCURRENCY_PER_ORGANIZATION.
 */
export async function queueInvitationEmails(
  tx: Prisma.TransactionClient,
  box: { id: string; ownerOrgId: string },
  identityIds: string[],
): Promise<void> {
  for (const identityId of identityIds) {
    await enqueueJob(
      tx,
      JOB_QUEUES.invitationEmail,
      { boxId: box.id, identityId },
      { group: { id: box.ownerOrgId } },
    );
  }
}
