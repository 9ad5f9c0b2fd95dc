import type { Caller } from '../sessions/caller';
import { assertBoxAccess } from './assert-box-access';
import { findBoxEventRows } from './find-box-event-rows';
import { toBoxEventRecord, type BoxEventRecord } from './box-event-record';

export type ListBoxEventsOptions = { caller: Caller; boxId: string; offset: number; limit: number };

/** Every event of a box, newest first, for its members. */
export async function listBoxEvents({
  caller,
  boxId,
  offset,
  limit,
}: ListBoxEventsOptions): Promise<BoxEventRecord[]> {
  const { viewer } = await assertBoxAccess({ caller, boxId });
  const rows = await findBoxEventRows({ boxId, offset, limit });
  return rows.map((row) => toBoxEventRecord(row, viewer));
}
