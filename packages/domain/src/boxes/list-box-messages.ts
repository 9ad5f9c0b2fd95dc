import type { BoxEventRecord } from './box-event-record';
import type { MessageType } from './box-event-types';
import { listBoxEvents, type ListBoxEventsOptions } from './list-box-events';

export type ListBoxMessagesOptions = ListBoxEventsOptions & { types: readonly MessageType[] };

/**
 * A box's messages of these types, newest first, for its members; a deleted message keeps
 * its place with its deleted content. The events they are, read as listBoxEvents reads them.
 */
export function listBoxMessages(options: ListBoxMessagesOptions): Promise<BoxEventRecord[]> {
  return listBoxEvents(options);
}
