import type { Prisma } from '@coffer/db';
import type { BoxEventTypeName } from '../boxes/box-event-types';

/** The PostgreSQL channel that carries activity between Coffer processes. */
export const ACTIVITY_CHANNEL = 'coffer_activity';

/**
 * What happened to a box, as NOTIFY carries it: ids only (a payload is at most 8000 bytes, and
 * listeners read what they may show from the database).
 * - an event was written (`event_id`, its `type`);
 * - the box was deleted (`box.delete`, no event: the box's events went with it).
 * Who lost their membership is not said: a listener decides access again after any event
 * that may change it (member.*, access.*, state.access_mode).
 */
export type BoxNotice =
  | { kind: 'event'; box_id: string; event_id: string; type: BoxEventTypeName }
  | { kind: 'box.delete'; box_id: string };

/**
 * The boxes a person may read changed without an event of theirs: they joined or left an
 * organization's staff, or their role in it changed. Their open streams decide again
 * (docs/activity.md, "Live streams").
 */
export type ReachNotice = { kind: 'reach'; identity_id: string };

export type ActivityNotice = BoxNotice | ReachNotice;

/**
 * Announces a notice when the caller's transaction commits (PostgreSQL holds a NOTIFY until
 * then and drops it on rollback), so no listener hears of what did not happen.
 */
export async function notifyActivity(
  tx: Prisma.TransactionClient,
  notice: ActivityNotice,
): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${ACTIVITY_CHANNEL}, ${JSON.stringify(notice)})`;
}

export function parseActivityNotice(payload: string): ActivityNotice | undefined {
  try {
    const notice = JSON.parse(payload) as ActivityNotice;
    const id = notice.kind === 'reach' ? notice.identity_id : notice.box_id;
    return typeof id === 'string' ? notice : undefined;
  } catch {
    return undefined;
  }
}
