import type { JobResult, PgBoss } from 'pg-boss';
import { stopJobQueue } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { getLogger } from '@coffer/env/logger';
import { JOB_QUEUES, ORGANIZATION_QUEUES, type JobQueueName } from './job-definitions';
import { JOB_HANDLERS } from './job-handlers';
import { jobQueue } from './job-queue';

// Jobs fetched at once; while fetches come back full the worker fetches again without
// waiting, so a backlog drains at the speed of its jobs, not of the polling interval.
const BATCH_SIZE = 5;

/**
 * Works every queue in this process (docs/activity.md, "The job queue"); every Coffer
 * process does, and pg-boss hands each job to one of them (SKIP LOCKED). Workers wake on
 * pg-boss's NOTIFY when a job is queued, and poll every 2 s for those that became due.
 * Each job of a batch succeeds or fails on its own. `boss`: another queue client than the
 * process's (tests run two).
 */
export async function startJobWorkers(boss?: PgBoss): Promise<void> {
  const queue = boss ?? (await jobQueue());
  // The daily digest of `moderate` people: pg-boss keeps the schedule in the database and
  // one process sends each occurrence; every process saying it again changes nothing.
  await queue.schedule(
    JOB_QUEUES.activityDigest,
    `0 ${getEnv().activity.digestHourUtc} * * *`,
    {},
    {
      tz: 'UTC',
    },
  );
  // Expired sessions' relying parties are told within a minute or so (docs/oidc.md).
  await queue.schedule(JOB_QUEUES.endedSessions, '* * * * *', {}, { tz: 'UTC' });
  for (const [name, handle] of Object.entries(JOB_HANDLERS)) {
    await queue.work<unknown>(
      name,
      {
        batchSize: BATCH_SIZE,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 2,
        perJobResults: true,
        ...sharedByOrganizations(name as JobQueueName),
      },
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            await handle(job.data);
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            // The job's id and the cause's message only: job data and mail bodies stay out.
            const message = error instanceof Error ? error.message : String(error);
            getLogger().error(
              { scope: 'jobs', queue: name, jobId: job.id, attempt: job.retryCount + 1, message },
              'job failed',
            );
            results.push({ id: job.id, status: 'failed', output: { message } });
          }
        }
        return results;
      },
    );
  }
}

/**
 * The workers of a queue whose jobs an organization can multiply (a thousand boxes opened at
 * once, deliveries to endpoints that never answer): several at once, each taking one job, and
 * one organization's jobs at most its share of them, so another organization's job starts
 * while its backlog waits. Counted in memory, per queue: pg-boss's database count
 * (groupConcurrency) is exceeded when workers fetch at the same moment, as they do.
 */
function sharedByOrganizations(name: JobQueueName) {
  const setting = ORGANIZATION_QUEUES[name];
  if (!setting) return undefined;
  const limits = getEnv().activity[setting];
  return {
    batchSize: 1,
    // With one job per fetch, a worker keeps fetching while others are ready, rather than
    // one job per poll (burstWhenBatchFull does nothing at a batch of one).
    burstWhenReadyExceeds: 1,
    localConcurrency: limits.process,
    localGroupConcurrency: limits.organization,
  };
}

/**
 * Stops this process's workers: the jobs they hold finish (up to `graceSeconds`), then the
 * queue's connections close (the shutdown drain, after the HTTP server's).
 */
export async function stopJobWorkers(graceSeconds: number): Promise<void> {
  await stopJobQueue(graceSeconds);
}
