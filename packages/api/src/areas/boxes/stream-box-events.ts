import { z } from 'zod';
import { AppError } from '@coffer/domain';
import { streamBoxEvents } from '@coffer/domain/activity';
import { callerRung } from '../../auth/ladder';
import { limitedEventStream } from '../../http/limited-event-stream';
import { defineStreamingOperation } from '../../operations/streaming-operation';
import { streamBoxEventsContract } from './stream-box-events.types';

/** The box's events as they come (docs/activity.md), resumable with Last-Event-ID. */
export const streamBoxEventsOperation = defineStreamingOperation(
  callerRung(2),
  streamBoxEventsContract,
  async ({ request, input, ctx }) => {
    const lastEventId = readLastEventId(request.headers);
    return limitedEventStream(
      request,
      ctx.caller,
      () => streamBoxEvents({ caller: ctx.caller, boxId: input.id, lastEventId }),
      { resumable: true },
    );
  },
);

function readLastEventId(headers: Headers): string | undefined {
  const value = headers.get('last-event-id');
  if (value === null || value === '') return undefined;
  if (!z.uuid().safeParse(value).success) {
    throw new AppError('bad_request', {
      origin: 'headers',
      desc: 'Last-Event-ID must be the id of an event of this box',
      details: { 'last-event-id': 'malformed' },
    });
  }
  return value;
}
