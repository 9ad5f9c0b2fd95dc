import { streamInboxEvents } from '@coffer/domain/activity';
import { callerRung } from '../../auth/ladder';
import { eventStreamResponse } from '../../http/event-stream-response';
import { defineStreamingRoute } from '../../rest/streaming-route';
import { streamInboxEventsContract } from './stream-inbox-events.types';

/** The caller's boxes' events as they come (docs/activity.md): the inbox, live. */
export const streamInboxEventsRoute = defineStreamingRoute(
  callerRung(2),
  streamInboxEventsContract,
  async ({ ctx }) =>
    eventStreamResponse(await streamInboxEvents({ caller: ctx.caller }), { resumable: false }),
);
