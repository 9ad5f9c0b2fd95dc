import type { PgBoss } from 'pg-boss';
import { getJobQueue } from '@coffer/db';
import { JOB_QUEUE_OPTIONS, type JobQueueName } from './job-definitions';

// The process's queue client has one holder, getJobQueue (packages/db); this only remembers
// which clients have Coffer's queues in place, so a client started after a stop is prepared
// again.
const prepared = new WeakMap<PgBoss, Promise<PgBoss>>();

/**
 * The process's queue with Coffer's queues in place, their options as job-definitions.ts
 * says (a process of a newer version updates them). Several processes starting at once may
 * race to create a queue: the loser finds it made.
 */
export async function jobQueue(): Promise<PgBoss> {
  const boss = await getJobQueue();
  let ready = prepared.get(boss);
  if (!ready) {
    ready = prepareQueues(boss);
    prepared.set(boss, ready);
    ready.catch(() => prepared.delete(boss));
  }
  return ready;
}

async function prepareQueues(boss: PgBoss): Promise<PgBoss> {
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
