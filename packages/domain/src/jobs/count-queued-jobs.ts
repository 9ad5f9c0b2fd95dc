import { getDb, JOB_QUEUE_SCHEMA } from '@coffer/db';
import { jobQueue } from './job-queue';

/** Jobs not done yet, by queue and state: the queue's depth an operator watches. */
export type QueuedJobCount = {
  queue: string;
  state: 'created' | 'retry' | 'active';
  count: number;
};

/**
 * How many jobs wait (`created`, `retry`) or run (`active`) in each queue (docs/activity.md):
 * a depth that keeps growing means the workers do not keep up, or a mail server is down.
 */
export async function countQueuedJobs(): Promise<QueuedJobCount[]> {
  // The schema exists once the queue has started (it creates or upgrades it).
  await jobQueue();
  return getDb().$queryRawUnsafe<QueuedJobCount[]>(
    `SELECT name AS "queue", state::text AS "state", count(*)::int AS "count"
     FROM ${JOB_QUEUE_SCHEMA}.job WHERE state IN ('created', 'retry', 'active')
     GROUP BY name, state ORDER BY name, state`,
  );
}
