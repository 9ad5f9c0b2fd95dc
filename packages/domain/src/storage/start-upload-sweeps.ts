import { getLogger } from '@coffer/env/logger';
import { pruneIdempotencyKeys } from '../idempotency/prune-idempotency-keys';
import { HEARTBEAT_SECONDS } from '../processes';
import { sweepAbandonedUploads } from './sweep-abandoned-uploads';

/**
 * Runs sweepAbandonedUploads, then pruneIdempotencyKeys, every HEARTBEAT_SECONDS until stop(),
 * which waits for a sweep under way. A failed sweep (the database or the bucket away) is logged and tried again at
 * the next turn.
 */
export function startUploadSweeps(): { stop: () => Promise<void> } {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const removed = await sweepAbandonedUploads();
      if (removed.pendingUploads.length > 0) {
        getLogger().warn({ scope: 'storage', removed }, 'swept abandoned uploads');
      }
    } catch (error) {
      getLogger().error({ scope: 'storage', err: error }, 'sweep of abandoned uploads failed');
    }
    // The same turn forgets Idempotency-Keys past their day (docs/http-api.md#idempotency-keys).
    await pruneIdempotencyKeys().catch((error: unknown) => {
      getLogger().error({ scope: 'idempotency', err: error }, 'pruning of idempotency keys failed');
    });
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweep().then(schedule);
    }, HEARTBEAT_SECONDS * 1000);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
