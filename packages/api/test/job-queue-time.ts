import { getDb, JOB_QUEUE_SCHEMA } from '@coffer/db';

/**
 * Moves the queue's clock rather than the test's: the waiting jobs of `queue` (scheduled
 * later, or backing off before a retry) become due now, and a worker takes them at its next
 * poll. Time in these tests passes through the queue's own schedule, never a sleep.
 */
export async function makeJobsDue(queue: string): Promise<number> {
  return getDb().$executeRawUnsafe(
    `UPDATE ${JOB_QUEUE_SCHEMA}.job SET start_after = now()
     WHERE name = $1 AND state IN ('created', 'retry')`,
    queue,
  );
}

/** Job states of a queue, e.g. { completed: 2 }. */
export async function jobStates(queue: string): Promise<Record<string, number>> {
  const rows = await getDb().$queryRawUnsafe<{ state: string; count: number }[]>(
    `SELECT state::text AS "state", count(*)::int AS "count" FROM ${JOB_QUEUE_SCHEMA}.job
     WHERE name = $1 GROUP BY state`,
    queue,
  );
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}

/**
 * The group (the organization whose share of the workers it takes) of each job of `queue` about
 * a box, oldest first.
 */
export async function jobGroupsOf(queue: string, boxId: string): Promise<(string | null)[]> {
  const rows = await getDb().$queryRawUnsafe<{ group_id: string | null }[]>(
    `SELECT group_id FROM ${JOB_QUEUE_SCHEMA}.job
     WHERE name = $1 AND data->>'boxId' = $2 ORDER BY created_on`,
    queue,
    boxId,
  );
  return rows.map((row) => row.group_id);
}

/** Resolves once `check` holds (polled), or rejects after `timeoutMs` with `what`. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
