import type { PgBoss } from 'pg-boss';
import { getJobQueue } from '@coffer/db';
import { JOB_QUEUE_OPTIONS, type JobQueueName } from './job-definitions';

let prepared: Promise<PgBoss> | undefined;

/**
 * The process's queue with Coffer's queues in place, their options as job-definitions.ts
 * says (a process of a newer version updates them). Several processes starting at once may
 * race to create a queue: the loser finds it made.
 */
export function jobQueue(): Promise<PgBoss> {
  prepared ??= prepareQueues().catch((error: unknown) => {
    prepared = undefined;
    throw error;
  });
  return prepared;
}

async function prepareQueues(): Promise<PgBoss> {
  const boss = await getJobQueue();
  for (const [name, options] of Object.entries(JOB_QUEUE_OPTIONS) as [
    JobQueueName,
    (typeof JOB_QUEUE_OPTIONS)[JobQueueName],
  ][]) {
    const { policy, ...updatable } = options;
    if (await boss.getQueue(name)) {
      await boss.updateQueue(name, updatable);
      continue;
    }
    await boss.createQueue(name, { policy, ...updatable }).catch(async (error: unknown) => {
      if (!(await boss.getQueue(name))) throw error;
    });
  }
  return boss;
}

/** Forgets the prepared queues (the queue was stopped). */
export function forgetJobQueues(): void {
  prepared = undefined;
}
