import { fromPrisma, type SendOptions } from 'pg-boss';
import type { Prisma } from '@coffer/db';
import type { JobQueueName } from './job-definitions';
import { jobQueue } from './job-queue';

/**
 * Enqueues a job in the caller's transaction: it exists if and only if what caused it
 * committed (docs/activity.md). Null when a singleton job already covers it.
 */
export async function enqueueJob(
  tx: Prisma.TransactionClient,
  name: JobQueueName,
  data: object,
  options: Omit<SendOptions, 'db'> = {},
): Promise<string | null> {
  const boss = await jobQueue();
  return boss.send(name, data, { ...options, db: fromPrisma(tx) });
}
