import type { Caller } from '@coffer/domain/sessions';
import type { ActivityItem } from '@coffer/domain/activity';
import { clientIpOf } from '../auth/client-ip';
import { eventStreamResponse, type EventStreamOptions } from './event-stream-response';
import { takeStreamSlot } from './stream-slots';

/**
 * An event stream that holds one of the caller's and the address's stream places from
 * before it subscribes until it ends (docs/activity.md, "Live streams").
 */
export async function limitedEventStream(
  request: Request,
  caller: Caller,
  open: () => Promise<ReadableStream<ActivityItem>>,
  options: EventStreamOptions,
): Promise<Response> {
  const release = takeStreamSlot(caller, clientIpOf(request.headers));
  let items: ReadableStream<ActivityItem>;
  try {
    items = await open();
  } catch (error) {
    release();
    throw error;
  }
  return eventStreamResponse(items, { ...options, onEnd: release });
}
