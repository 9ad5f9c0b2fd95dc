import { AppError } from '@coffer/domain';
import type { ActivityItem } from '@coffer/domain/activity';
import type { Caller } from '@coffer/domain/sessions';
import { clientIpOf } from '../auth/client-ip';
import { eventStreamResponse, type EventStreamOptions } from './event-stream-response';
import { takeStreamSlot } from './stream-slots';

/**
 * An event stream that holds one of the caller's and the address's stream places from
 * before it subscribes until it ends (docs/activity.md, "Live streams"). It ends when the
 * client goes, even if its body was never read (the client left while it was being set
 * up). HEAD is refused: it would open a stream whose body nobody reads.
 */
export async function limitedEventStream(
  request: Request,
  caller: Caller,
  open: () => Promise<ReadableStream<ActivityItem>>,
  options: EventStreamOptions,
): Promise<Response> {
  if (request.method !== 'GET') {
    throw new AppError('method_not_allowed', {
      desc: 'an event stream is read with GET',
      details: { method: 'invalid' },
      headers: { allow: 'GET' },
    });
  }
  const release = takeStreamSlot(caller, clientIpOf(request.headers));
  let items: ReadableStream<ActivityItem>;
  try {
    items = await open();
  } catch (error) {
    release();
    throw error;
  }
  const response = eventStreamResponse(items, { ...options, onEnd: release });
  // A body being sent is cancelled by its pipe; one never read, only here.
  const end = () => void response.body?.cancel().catch(() => undefined);
  if (request.signal.aborted) end();
  else request.signal.addEventListener('abort', end, { once: true });
  return response;
}
