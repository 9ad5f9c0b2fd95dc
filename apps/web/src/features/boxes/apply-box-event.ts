import type { BoxEvent } from '../../lib/trpc/procedure-types';

const MESSAGE_TYPES: readonly string[] = ['msg.text', 'msg.file'];

/**
 * A live box event applied to the message pages read so far (newest first): a new message
 * goes on top, once; a `msg.delete` turns the message it names into the deleted form the
 * list answers (`{deleted: {at_time, by_identity}}`, docs/boxes.md). Other events change no
 * message. Applying an event twice changes nothing.
 */
export function applyBoxEvent(pages: BoxEvent[][], event: BoxEvent): BoxEvent[][] {
  if (MESSAGE_TYPES.includes(event.type)) {
    if (pages.some((page) => page.some((message) => message.id === event.id))) return pages;
    const [first = [], ...rest] = pages;
    return [[event, ...first], ...rest];
  }
  if (event.type === 'msg.delete' && event.referrer_id !== null) {
    const deleted = {
      deleted: { at_time: event.server_event_created_at, by_identity: event.sender?.id ?? null },
    };
    return pages.map((page) =>
      page.map((message) =>
        message.id === event.referrer_id ? { ...message, content: deleted } : message,
      ),
    );
  }
  return pages;
}
