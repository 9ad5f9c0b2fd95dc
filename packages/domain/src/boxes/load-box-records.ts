import { getDb, type Prisma } from '@coffer/db';
import { countUnreadMessages } from '../activity/count-unread-messages';
import { boxEventRecordSelect, toBoxEventRecord, type BoxEventRow } from './box-event-record';
import { boxRecordSelect, toBoxRecord, type BoxRecord, type BoxRow } from './box-record';
import type { BoxViewer } from './sender-record';

export type LoadBoxRecordsOptions = {
  where: Prisma.BoxWhereInput;
  offset?: number;
  limit?: number;
  /** How the caller sees each box (admins see identifiers). */
  viewerOf: (box: BoxRow) => BoxViewer;
  /** The person whose unread counts the records carry; null (an organization): no count. */
  readerIdentityId: string | null;
};

/** Box resources, newest first, each with its last event. */
export async function loadBoxRecords({
  where,
  offset,
  limit,
  viewerOf,
  readerIdentityId,
}: LoadBoxRecordsOptions): Promise<BoxRecord[]> {
  const db = getDb();
  const boxes = await db.box.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: offset,
    take: limit,
    select: boxRecordSelect,
  });
  if (boxes.length === 0) return [];
  // Event times are strictly increasing per box (appendBoxEvent), so a box's last event is
  // the one at its lastEventAt. One indexed query for the page; Prisma's nested `take`
  // would read every event of every box.
  const candidates = await db.boxEvent.findMany({
    where: {
      boxId: { in: boxes.map((box) => box.id) },
      createdAt: { in: boxes.map((box) => box.lastEventAt) },
    },
    select: boxEventRecordSelect,
  });
  const unread =
    readerIdentityId === null
      ? undefined
      : await countUnreadMessages({
          identityId: readerIdentityId,
          boxIds: boxes.map((box) => box.id),
        });
  const lastEvents = new Map<string, BoxEventRow>();
  for (const event of candidates)
    lastEvents.set(`${event.boxId} ${event.createdAt.getTime()}`, event);
  return boxes.map((box) => {
    const viewer = viewerOf(box);
    const lastEvent = lastEvents.get(`${box.id} ${box.lastEventAt.getTime()}`);
    const record = toBoxRecord(box, lastEvent ? toBoxEventRecord(lastEvent, viewer) : null, viewer);
    return { ...record, unread_count: unread ? (unread.get(box.id) ?? 0) : null };
  });
}
