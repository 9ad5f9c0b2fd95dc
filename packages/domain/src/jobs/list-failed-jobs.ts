import { getDb, JOB_QUEUE_SCHEMA } from '@coffer/db';
import { jobQueue } from './job-queue';

export type FailedJob = {
  id: string;
  queue: string;
  /** Ids only (a box, an identity, a delivery): no job carries content. */
  data: unknown;
  attempts: number;
  last_error: string | null;
  failed_at: string;
};

type FailedJobRow = {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  output: { message?: unknown } | null;
  completedOn: Date;
};

/**
 * The dead letters (docs/activity.md): jobs that failed their last retry and will not run
 * again unless an operator retries them, newest first.
 */
export async function listFailedJobs({ limit }: { limit: number }): Promise<FailedJob[]> {
  // The schema exists once the queue has started (it creates or upgrades it).
  await jobQueue();
  const rows = await getDb().$queryRawUnsafe<FailedJobRow[]>(
    `SELECT id::text AS "id", name, data, retry_count AS "retryCount", output,
            completed_on AS "completedOn"
     FROM ${JOB_QUEUE_SCHEMA}.job WHERE state = 'failed'
     ORDER BY completed_on DESC LIMIT $1`,
    limit,
  );
  return rows.map((row) => ({
    id: row.id,
    queue: row.name,
    data: row.data,
    attempts: row.retryCount + 1,
    last_error: typeof row.output?.message === 'string' ? row.output.message : null,
    failed_at: row.completedOn.toISOString(),
  }));
}
