import type { BoxEventRecord } from '../boxes/box-event-record';
import type { BoxEventTypeName } from '../boxes/box-event-types';

/**
 * What a live stream sends (docs/activity.md, "Live streams"): an event as the list
 * operations answer it (its id resumes a box's stream), or a change of the box itself.
 * `resync`: notices may have been lost (the server's LISTEN connection dropped), or the
 * caller's reach grew (they joined an organization's staff); an inbox reads its list again (a box's stream catches up by itself).
 */
export type ActivityItem =
  | { kind: 'event'; event: BoxEventRecord }
  | { kind: 'box.delete'; box_id: string }
  | { kind: 'access.lost'; box_id: string }
  | { kind: 'resync' };

/** Events after which a member may no longer be one: access is decided again. */
export const ACCESS_CHANGING_TYPES: ReadonlySet<BoxEventTypeName> = new Set([
  'member.leave',
  'access.rm',
  'state.access_mode',
]);
