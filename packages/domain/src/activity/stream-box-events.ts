import { getDb } from '@coffer/db';
import { assertBoxAccess } from '../boxes/assert-box-access';
import {
  boxEventRecordSelect,
  toBoxEventRecord,
  type BoxEventRow,
} from '../boxes/box-event-record';
import { findBoxAccess } from '../boxes/find-box-access';
import { AppError } from '../errors/app-error';
import type { Caller } from '../sessions/caller';
import { watchAccessToken } from '../sessions/watch-access-token';
import { subscribeActivity } from './activity-hub';
import { ACCESS_CHANGING_TYPES, type ActivityItem } from './activity-item';
import type { ActivityNotice } from './activity-notice';
import { createItemStream } from './item-stream';
import { loadNotifiedEvent } from './load-notified-event';

export type StreamBoxEventsOptions = {
  caller: Caller;
  boxId: string;
  /** The id of the last event the client received (Last-Event-ID): resume after it. */
  lastEventId?: string;
};

const CATCH_UP_PAGE = 500;

/**
 * GET /boxes/{id}/events/stream (docs/activity.md): the box's events as they are written,
 * for its members. Event times strictly increase per box (appendBoxEvent), and PostgreSQL
 * delivers notices in commit order, so the time of the last event sent is an exact cursor:
 * a resumed stream sends every event after Last-Event-ID's, then the live ones, each once.
 * Access is decided again after events that may remove the caller, and when the caller's
 * staff roles change (a `reach` notice); a deleted box or a lost membership ends the stream
 * with a last item saying so.
 */
export async function streamBoxEvents({
  caller,
  boxId,
  lastEventId,
}: StreamBoxEventsOptions): Promise<ReadableStream<ActivityItem>> {
  let { viewer } = await assertBoxAccess({ caller, boxId });
  const identityId = caller.kind === 'user' ? caller.identityId : undefined;
  const { stream, control, open } = createItemStream(() => {
    unsubscribe();
    unwatch();
  });
  let unwatch = () => {};
  let cursor = new Date(0);

  const send = (row: BoxEventRow) => {
    if (row.boxId !== boxId || row.createdAt <= cursor) return;
    cursor = row.createdAt;
    control.push({ kind: 'event', event: toBoxEventRecord(row, viewer) });
  };
  const catchUp = async () => {
    for (;;) {
      const rows = await getDb().boxEvent.findMany({
        where: { boxId, createdAt: { gt: cursor } },
        orderBy: { createdAt: 'asc' },
        take: CATCH_UP_PAGE,
        select: boxEventRecordSelect,
      });
      rows.forEach(send);
      if (rows.length < CATCH_UP_PAGE) return;
    }
  };
  /** Whether the caller is still a member; if not, the stream's last word says so. */
  const decideAgain = async () => {
    const access = await findBoxAccess({ caller, boxId });
    if (access?.isMember) {
      viewer = access.viewer;
      return true;
    }
    control.push({ kind: 'access.lost', box_id: boxId });
    control.end();
    return false;
  };
  const handle = async (notice: ActivityNotice) => {
    if (notice.kind === 'reach') {
      await decideAgain();
      return;
    }
    if (notice.kind === 'box.delete') {
      control.push({ kind: 'box.delete', box_id: boxId });
      control.end();
      return;
    }
    if (ACCESS_CHANGING_TYPES.has(notice.type) && !(await decideAgain())) return;
    const row = await loadNotifiedEvent(notice.event_id);
    if (row) send(row);
  };

  // Listening before reading the starting point: whatever commits after that read is heard.
  const unsubscribe = await subscribeActivity({
    onNotice: (notice) => {
      const concerned =
        notice.kind === 'reach' ? notice.identity_id === identityId : notice.box_id === boxId;
      if (concerned) control.run(() => handle(notice));
    },
    // Notices may have been lost, a `reach` among them: access is decided again first.
    onResync: () =>
      control.run(async () => {
        if (await decideAgain()) await catchUp();
      }),
    onClose: () => control.end(),
  });
  try {
    unwatch = await watchAccessToken(caller.accessTokenId, () => control.end());
    cursor = await startingPoint(boxId, lastEventId);
  } catch (error) {
    unsubscribe();
    unwatch();
    throw error;
  }
  open(lastEventId === undefined ? undefined : catchUp);
  return stream;
}

/** The time of Last-Event-ID's event, or without one the box's last event: only new ones. */
async function startingPoint(boxId: string, lastEventId: string | undefined): Promise<Date> {
  const db = getDb();
  if (lastEventId === undefined) {
    const box = await db.box.findUnique({ where: { id: boxId }, select: { lastEventAt: true } });
    return box?.lastEventAt ?? new Date(8.64e15);
  }
  const last = await db.boxEvent.findFirst({
    where: { id: lastEventId, boxId },
    select: { createdAt: true },
  });
  if (!last) {
    throw new AppError('bad_request', {
      origin: 'headers',
      desc: 'Last-Event-ID is not an event of this box',
      details: { 'last-event-id': 'invalid' },
    });
  }
  return last.createdAt;
}
