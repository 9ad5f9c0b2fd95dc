import { PgBoss } from 'pg-boss';
import { getEnv } from '@coffer/env';
import { getLogger } from '@coffer/env/logger';

/** pg-boss keeps its tables in a schema of its own, apart from Prisma's (the drift test reads public only). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

// One queue client per process, like getDb().
let jobQueue: Promise<PgBoss> | undefined;

/**
 * The process's pg-boss (docs/activity.md, "The job queue"), started on first use on
 * DATABASE_URL: producers (a domain function enqueuing in its transaction) and workers share
 * it. pg-boss creates or upgrades its schema under an advisory lock, and claims jobs with
 * SKIP LOCKED, so any number of Coffer processes run each job once.
 */
export function getJobQueue(): Promise<PgBoss> {
  jobQueue ??= startJobQueue().catch((error: unknown) => {
    jobQueue = undefined;
    throw error;
  });
  return jobQueue;
}

async function startJobQueue(): Promise<PgBoss> {
  const { databaseUrl } = getEnv();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: the job queue needs the database.');
  return startJobQueueClient(databaseUrl);
}

/**
 * A started queue client of its own on a database: the process's (getJobQueue), or a second
 * one standing for another Coffer process (tests).
 */
export async function startJobQueueClient(databaseUrl: string): Promise<PgBoss> {
  // A small pool of its own: pg-boss's schema install runs multi-statement SQL, which
  // Prisma's prepared statements cannot; jobs enqueued with an event use the event's
  // transaction instead (enqueueJob).
  // useListenNotify: one more connection, LISTENing, so that a job queued wakes a worker at
  // once instead of at its next poll (the queues opt in, job-definitions.ts).
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOB_QUEUE_SCHEMA,
    max: 4,
    useListenNotify: true,
  });
  // pg-boss reports background failures (a lost connection it will retry) as events; an
  // EventEmitter without a listener would throw them instead.
  boss.on('error', (error) => getLogger().error({ scope: 'jobs', err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Stops the process's queue: workers finish their jobs (up to `graceSeconds`), then the pool closes. */
export async function stopJobQueue(graceSeconds = 30): Promise<void> {
  const pending = jobQueue;
  jobQueue = undefined;
  if (!pending) return;
  const boss = await pending.catch(() => undefined);
  await boss?.stop({ graceful: true, timeout: graceSeconds * 1000 });
}
