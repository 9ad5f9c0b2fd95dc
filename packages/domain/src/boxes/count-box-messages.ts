import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertBoxAccess } from './assert-box-access';
import { toDbBoxEventType, type MessageType } from './box-event-types';

export type CountBoxMessagesOptions = {
  caller: Caller;
  boxId: string;
  types: readonly MessageType[];
};

/** How many messages listBoxEvents would give in all for these types. */
export async function countBoxMessages({
  caller,
  boxId,
  types,
}: CountBoxMessagesOptions): Promise<number> {
  await assertBoxAccess({ caller, boxId });
  return getDb().boxEvent.count({ where: { boxId, type: { in: types.map(toDbBoxEventType) } } });
}
