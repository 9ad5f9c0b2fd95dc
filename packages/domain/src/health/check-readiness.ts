import { setTimeout as sleep } from 'node:timers/promises';
import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { getFileStorage } from '../storage/get-file-storage';

export type Readiness = { status: 'ok'; database: 'ok'; storage: 'ok' };

// A probe must answer in time even when a dependency hangs rather than refuses (a network
// partition): a load balancer's own timeout is typically a few seconds.
const CHECK_TIMEOUT_MS = 3_000;

/**
 * Whether this process can serve: PostgreSQL answers a query and the file storage (folder or
 * bucket) answers its probe. A load balancer sends traffic only to ready processes; a process
 * whose database comes back is ready again without a restart.
 */
export async function checkReadiness(): Promise<Readiness> {
  const checks = {
    database: withinTimeout(getDb().$queryRaw`SELECT 1`, 'the database'),
    storage: withinTimeout(getFileStorage().probe(), 'the file storage'),
  };
  const outcomes = await Promise.allSettled(Object.values(checks));
  const names = Object.keys(checks);
  const failed = outcomes.flatMap((outcome, index) =>
    outcome.status === 'rejected'
      ? [{ name: names[index], reason: outcome.reason as unknown }]
      : [],
  );
  if (failed.length > 0) {
    // A 5xx body is masked: the desc and the causes reach the server log only.
    throw new AppError('service_unavailable', {
      desc: `not ready: ${failed.map((check) => check.name).join(' and ')} unreachable`,
      cause: new AggregateError(failed.map((check) => check.reason)),
    });
  }
  return { status: 'ok', database: 'ok', storage: 'ok' };
}

async function withinTimeout(check: Promise<unknown>, what: string): Promise<void> {
  const timeout = sleep(CHECK_TIMEOUT_MS, undefined, { ref: false }).then(() => {
    throw new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`);
  });
  await Promise.race([check, timeout]);
}
