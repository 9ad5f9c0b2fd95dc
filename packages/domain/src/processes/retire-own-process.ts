import { getDb } from '@coffer/db';
import { ownProcess } from './own-process';

/**
 * Stops the heartbeat and removes the process's row, at the end of a clean shutdown: an
 * upload it still had pending is then a leftover at once for the next sweep of any process.
 */
export async function retireOwnProcess(): Promise<void> {
  const own = ownProcess();
  own.retired = true;
  clearTimeout(own.heartbeat);
  if (own.registered === undefined) return;
  await own.registered.catch(() => undefined);
  await own.beating;
  await getDb().cofferProcess.deleteMany({ where: { id: own.id } });
}
