import { getDb } from '@coffer/db';
import type { UserCaller } from './caller';
import { networkOf } from './network-of';

export type NoteSessionActivityOptions = {
  caller: UserCaller;
  userAgent: string | null;
  clientIp: string;
};

const MINUTE_MS = 60_000;
/** Past this many sessions remembered, the ones noted over a minute ago are forgotten. */
const MEMO_PRUNE_SIZE = 10_000;

/**
 * When this process last ran the statement for a session (Date.now()), in the order noted:
 * the oldest first. It only saves statements that would write nothing; the database's
 * `lastActiveAt` stays the truth that every process checks.
 */
const notedAt = new Map<string, number>();

/**
 * Every request a person's browser makes with its session cookies tells the session's list
 * entry its browser, network and last activity (docs/identities.md#sessions), so a session
 * used only by a third-party site's pages or by a tab that stays open is seen too. One
 * statement, which writes at most once a minute per session: within the minute it finds no
 * row to update. A session this process noted less than a minute ago skips the statement:
 * most requests of a browser then cost no round trip for it (packages/bench/README.md).
 */
export async function noteSessionActivity({
  caller,
  userAgent,
  clientIp,
}: NoteSessionActivityOptions): Promise<void> {
  const { sessionId } = caller;
  if (sessionId === null) return;
  const now = Date.now();
  const last = notedAt.get(sessionId);
  if (last !== undefined && now - last < MINUTE_MS) return;
  await getDb().$executeRaw`
    UPDATE "ProviderSession"
    SET "userAgent" = ${userAgent?.slice(0, 512) ?? null},
        "network" = ${networkOf(clientIp)},
        "lastActiveAt" = now()
    WHERE "id" = ${sessionId}::uuid
      AND ("lastActiveAt" IS NULL OR "lastActiveAt" < now() - interval '1 minute')`;
  remember(sessionId, now);
}

function remember(sessionId: string, now: number): void {
  // Deleted first, so that the map stays in the order noted and pruning can stop early.
  notedAt.delete(sessionId);
  notedAt.set(sessionId, now);
  if (notedAt.size <= MEMO_PRUNE_SIZE) return;
  for (const [id, at] of notedAt) {
    if (now - at < MINUTE_MS) break;
    notedAt.delete(id);
  }
}
