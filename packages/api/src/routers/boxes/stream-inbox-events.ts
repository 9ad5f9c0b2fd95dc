import { streamInboxEvents } from '@coffer/domain/activity';
import { callerRung } from '../../auth/ladder';
import { limitedEventStream } from '../../http/limited-event-stream';
import { defineStreamingRoute } from '../../rest/streaming-route';
import { streamInboxEventsContract } from './stream-inbox-events.types';

/** The caller's boxes' events as they come (docs/activity.md): the inbox, live. */
export const streamInboxEventsRoute = defineStreamingRoute(
  callerRung(2),
  streamInboxEventsContract,
  ({ request, ctx }) =>
    limitedEventStream(request, ctx.caller, () => streamInboxEvents({ caller: ctx.caller }), {
      resumable: false,
    }),
);
