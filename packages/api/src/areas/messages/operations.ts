import type { AnyOperation } from '../../operations/operation-table';
import { countBoxMessagesOperation } from './count-box-messages';
import { listBoxEventsOperation } from './list-box-events';
import { listBoxMessagesOperation } from './list-box-messages';
import { postBoxEventOperation } from './post-box-event';

/** Box events and messages; file messages are uploaded through a streaming route. */
export const messagesOperations = {
  postBoxEvent: postBoxEventOperation,
  listBoxEvents: listBoxEventsOperation,
  countBoxMessages: countBoxMessagesOperation,
  listBoxMessages: listBoxMessagesOperation,
} satisfies Record<string, AnyOperation>;
