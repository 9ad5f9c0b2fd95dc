import type { Caller } from '../sessions/caller';
import { assertBoxAccess } from './assert-box-access';
import { findBoxEventRows } from './find-box-event-rows';
import { toBoxEventRecord, type BoxEventRecord } from './box-event-record';
import type { MessageType } from './box-event-types';

export type ListBoxMessagesOptions = {
  caller: Caller;
  boxId: string;
  types: readonly MessageType[];
  offset: number;
  limit: number;
};

/** A box's messages of the given types, newest first; deleted ones with their deleted content. */
export async function listBoxMessages({
  caller,
  boxId,
  types,
  offset,
  limit,
}: ListBoxMessagesOptions): Promise<BoxEventRecord[]> {
  const { viewer } = await assertBoxAccess({ caller, boxId });
  const rows = await findBoxEventRows({ boxId, types, offset, limit });
  return rows.map((row) => toBoxEventRecord(row, viewer));
}
