import type { Operation } from '../../rest/operation-table';
import { countBoxMessagesProcedure } from './count-box-messages';
import { listBoxEventsProcedure } from './list-box-events';
import { listBoxMessagesProcedure } from './list-box-messages';
import { postBoxEventProcedure } from './post-box-event';

/** Box events and messages; file messages are uploaded through a streaming route. */
export const messagesRouter = {
  postBoxEvent: postBoxEventProcedure,
  listBoxEvents: listBoxEventsProcedure,
  countBoxMessages: countBoxMessagesProcedure,
  listBoxMessages: listBoxMessagesProcedure,
} satisfies Record<string, Operation>;
