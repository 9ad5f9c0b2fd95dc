import { getDb } from '@coffer/db';
import { boxEventRecordSelect, type BoxEventRow } from '../boxes/box-event-record';

// Every open stream of a box hears the same notice: the event is read once per process,
// not once per stream, and kept a few seconds for the streams still working through it.
const KEEP_MS = 10_000;
const recent = new Map<string, Promise<BoxEventRow | null>>();

/** The event a notice names (null if it is gone since), read once for all streams. */
export function loadNotifiedEvent(eventId: string): Promise<BoxEventRow | null> {
  let row = recent.get(eventId);
  if (!row) {
    row = getDb().boxEvent.findUnique({ where: { id: eventId }, select: boxEventRecordSelect });
    recent.set(eventId, row);
    setTimeout(() => recent.delete(eventId), KEEP_MS).unref();
    row.catch(() => recent.delete(eventId));
  }
  return row;
}
