import { streamInboxEvents } from '@coffer/domain/activity';
import { callerRung } from '../../auth/ladder';
import { limitedEventStream } from '../../http/limited-event-stream';
import { defineStreamingOperation } from '../../operations/streaming-operation';
import { streamInboxEventsContract } from './stream-inbox-events.types';

/** The caller's boxes' events as they come (docs/activity.md): the inbox, live. */
export const streamInboxEventsOperation = defineStreamingOperation(
  callerRung(2),
  streamInboxEventsContract,
  ({ request, ctx }) =>
    limitedEventStream(request, ctx.caller, () => streamInboxEvents({ caller: ctx.caller }), {
      resumable: false,
    }),
);
