import { getDb } from '@coffer/db';
import { queueBackchannelLogouts } from './queue-backchannel-logouts';

// Sessions told per transaction: a backlog (after downtime) drains in several.
const BATCH = 500;

/**
 * The `ended-sessions` job, every minute (docs/oidc.md#logout-relying-parties-hear-about):
 * queues the back-channel logouts of sessions that ended without anyone queuing them, those
 * that expired above all. Processes running it at once take different sessions (SKIP LOCKED).
 * Returns how many sessions it told.
 */
export async function queueEndedSessionLogouts(): Promise<number> {
  let told = 0;
  for (;;) {
    const batch = await getDb().$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "ProviderSession"
        WHERE "logoutQueuedAt" IS NULL AND ("revokedAt" IS NOT NULL OR "expiresAt" <= now())
        LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
      const ids = rows.map(({ id }) => id);
      if (ids.length > 0) await queueBackchannelLogouts(tx, { id: { in: ids } });
      return ids.length;
    });
    told += batch;
    if (batch < BATCH) return told;
  }
}
