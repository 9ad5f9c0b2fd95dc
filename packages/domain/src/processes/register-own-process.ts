import { getLogger } from '@coffer/env/logger';
import { HEARTBEAT_SECONDS, ownProcess } from './own-process';
import { recordHeartbeat } from './record-heartbeat';

/**
 * This process's id, once its CofferProcess row exists: the first call writes the row and
 * starts the heartbeat, every HEARTBEAT_SECONDS until the process ends or retires. The timer
 * keeps no process alive.
 */
export async function registerOwnProcess(): Promise<string> {
  const own = ownProcess();
  own.registered ??= recordHeartbeat({ processId: own.id }).then(beatLater);
  try {
    await own.registered;
  } catch (error) {
    // The database is away: the next upload tries again.
    own.registered = undefined;
    throw error;
  }
  return own.id;
}

function beatLater(): void {
  const own = ownProcess();
  if (own.retired) return;
  own.heartbeat = setTimeout(() => {
    if (own.retired) return;
    // Kept, so that retiring waits for it: a beat landing after the row's removal would write
    // the row again, and the process would look alive for another minute.
    own.beating = recordHeartbeat({ processId: own.id }).then(beatLater, (error: unknown) => {
      // The database is away: the next beat tries again. Silent for DEAD_AFTER_SECONDS, the
      // process is taken for dead and loses only the uploads it has in flight.
      getLogger().error({ scope: 'processes', err: error }, 'heartbeat failed');
      beatLater();
    });
  }, HEARTBEAT_SECONDS * 1000);
  own.heartbeat.unref();
}
