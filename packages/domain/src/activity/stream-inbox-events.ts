import { getDb } from '@coffer/db';
import { toBoxEventRecord } from '../boxes/box-event-record';
import { resolveBoxListScope } from '../boxes/box-list-scope';
import type { BoxViewer } from '../boxes/sender-record';
import type { Caller } from '../sessions/caller';
import { watchAccessToken } from '../sessions/watch-access-token';
import { subscribeActivity } from './activity-hub';
import { ACCESS_CHANGING_TYPES, type ActivityItem } from './activity-item';
import type { BoxNotice } from './activity-notice';
import { createItemStream } from './item-stream';
import { loadNotifiedEvent } from './load-notified-event';

export type StreamInboxEventsOptions = { caller: Caller };

// What deciding how the caller sees a box takes: an inbox of 100k boxes holds only these.
const VIEWER_FIELDS = { id: true, ownerOrgId: true, creatorIdentityId: true } as const;

/**
 * GET /boxes/events/stream (docs/activity.md): the events of every box the caller can list
 * (GET /boxes), as they are written, and the boxes that were deleted or left the caller's
 * reach (also when the caller's staff roles change). The inbox shows state (each box's last event and count), not a log: a client reads
 * the list when the stream opens (again after a reconnection, or a `resync`) and applies the
 * items from there, so nothing is missed and an item seen twice changes nothing.
 */
export async function streamInboxEvents({
  caller,
}: StreamInboxEventsOptions): Promise<ReadableStream<ActivityItem>> {
  let scope = await resolveBoxListScope({ caller, filters: {} });
  const identityId = caller.kind === 'user' ? caller.identityId : undefined;
  const { stream, control, open } = createItemStream(() => {
    unsubscribe();
    unwatch();
  });
  let unwatch = () => {};
  // The boxes in reach, with how the caller sees each; a box not known yet is looked up
  // once (created for the caller, or joined, after the stream opened).
  const viewers = new Map<string, BoxViewer>();

  const lookUp = async (boxId: string): Promise<BoxViewer | undefined> => {
    const box = await getDb().box.findFirst({
      where: { AND: [scope.where, { id: boxId }] },
      select: VIEWER_FIELDS,
    });
    if (!box) return undefined;
    const viewer = scope.viewerOf(box);
    viewers.set(boxId, viewer);
    return viewer;
  };
  const readScope = async () => {
    const boxes = await getDb().box.findMany({ where: scope.where, select: VIEWER_FIELDS });
    return new Map(boxes.map((box) => [box.id, scope.viewerOf(box)]));
  };
  // The caller joined or left an organization's staff: boxes out of reach are lost at once,
  // and boxes newly in reach make the page read its list again.
  const rescope = async ({ resync }: { resync: boolean }) => {
    scope = await resolveBoxListScope({ caller, filters: {} });
    const now = await readScope();
    for (const boxId of viewers.keys()) {
      if (!now.has(boxId)) control.push({ kind: 'access.lost', box_id: boxId });
    }
    const gained = [...now.keys()].some((boxId) => !viewers.has(boxId));
    viewers.clear();
    for (const [boxId, viewer] of now) viewers.set(boxId, viewer);
    if (gained || resync) control.push({ kind: 'resync' });
  };
  const handle = async (notice: BoxNotice) => {
    const known = viewers.has(notice.box_id);
    if (notice.kind === 'box.delete') {
      if (known) control.push({ kind: 'box.delete', box_id: notice.box_id });
      viewers.delete(notice.box_id);
      return;
    }
    let viewer = viewers.get(notice.box_id);
    if (!viewer || ACCESS_CHANGING_TYPES.has(notice.type)) {
      viewers.delete(notice.box_id);
      viewer = await lookUp(notice.box_id);
      if (!viewer) {
        if (known) control.push({ kind: 'access.lost', box_id: notice.box_id });
        return;
      }
    }
    const row = await loadNotifiedEvent(notice.event_id);
    if (row) control.push({ kind: 'event', event: toBoxEventRecord(row, viewer) });
  };

  const unsubscribe = await subscribeActivity({
    onNotice: (notice) => {
      if (notice.kind !== 'reach') control.run(() => handle(notice));
      else if (notice.identity_id === identityId) control.run(() => rescope({ resync: false }));
    },
    // Notices may have been lost, a `reach` among them: the reach is read again too.
    onResync: () => control.run(() => rescope({ resync: true })),
    onClose: () => control.end(),
  });
  try {
    unwatch = await watchAccessToken(caller.accessTokenId, () => control.end());
    for (const [boxId, viewer] of await readScope()) viewers.set(boxId, viewer);
  } catch (error) {
    unsubscribe();
    unwatch();
    throw error;
  }
  open();
  return stream;
}
