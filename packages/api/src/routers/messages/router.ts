import { router } from '../../trpc';
import { countBoxMessagesProcedure } from './count-box-messages';
import { listBoxEventsProcedure } from './list-box-events';
import { listBoxMessagesProcedure } from './list-box-messages';
import { postBoxEventProcedure } from './post-box-event';

/** Box events and messages; file messages are uploaded through a streaming route. */
export const messagesRouter = router({
  postBoxEvent: postBoxEventProcedure,
  listBoxEvents: listBoxEventsProcedure,
  countBoxMessages: countBoxMessagesProcedure,
  listBoxMessages: listBoxMessagesProcedure,
});
