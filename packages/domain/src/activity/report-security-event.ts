import type { Prisma } from '@coffer/db';
import { JOB_QUEUES } from '../jobs/job-definitions';
import { enqueueJob } from '../jobs/enqueue-job';
import type { SecurityEvent } from './emails/security-email';

/**
 * In the transaction of a security event: the identity's security email is queued, and so
 * exists if and only if the change committed (docs/activity.md).
 */
export async function reportSecurityEvent(
  tx: Prisma.TransactionClient,
  identityId: string,
  event: SecurityEvent,
): Promise<void> {
  await enqueueJob(tx, JOB_QUEUES.securityEmail, {
    identityId,
    event,
    at: new Date().toISOString(),
  });
}
