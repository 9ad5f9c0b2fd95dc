import { getDb } from '@coffer/db';
import { expect, it } from 'vitest';
import { countQueuedJobs } from './count-queued-jobs';
import { enqueueJob } from './enqueue-job';
import { JOB_QUEUES } from './job-definitions';

it('counts the jobs waiting in each queue, and no longer those done', async () => {
  const before = await countQueuedJobs();
  const waiting = (queue: string, counts: typeof before) =>
    counts.find((row) => row.queue === queue && row.state === 'created')?.count ?? 0;
  const ids = await getDb().$transaction(async (tx) => [
    await enqueueJob(tx, JOB_QUEUES.securityEmail, { identityId: crypto.randomUUID() }),
    await enqueueJob(tx, JOB_QUEUES.securityEmail, { identityId: crypto.randomUUID() }),
  ]);
  const after = await countQueuedJobs();
  expect(waiting(JOB_QUEUES.securityEmail, after)).toBe(
    waiting(JOB_QUEUES.securityEmail, before) + 2,
  );
  await getDb().$executeRawUnsafe(
    `UPDATE pgboss.job SET state = 'completed' WHERE id = ANY($1::uuid[])`,
    ids,
  );
  expect(waiting(JOB_QUEUES.securityEmail, await countQueuedJobs())).toBe(
    waiting(JOB_QUEUES.securityEmail, before),
  );
});
