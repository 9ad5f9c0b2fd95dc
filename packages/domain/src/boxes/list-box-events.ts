import type { Caller } from '../sessions/caller';
import { assertBoxAccess } from './assert-box-access';
import { findBoxEventRows } from './find-box-event-rows';
import { toBoxEventRecord, type BoxEventRecord } from './box-event-record';
import type { MessageType } from './box-event-types';

export type ListBoxEventsOptions = {
  caller: Caller;
  boxId: string;
  /** Only messages of these types (deleted ones with their deleted content); unset: every event. */
  types?: readonly MessageType[];
  offset: number;
  limit: number;
};

/** A box's events, newest first, for its members. */
export async function listBoxEvents({
  caller,
  boxId,
  types,
  offset,
  limit,
}: ListBoxEventsOptions): Promise<BoxEventRecord[]> {
  const { viewer } = await assertBoxAccess({ caller, boxId });
  const rows = await findBoxEventRows({ boxId, types, offset, limit });
  return rows.map((row) => toBoxEventRecord(row, viewer));
}
