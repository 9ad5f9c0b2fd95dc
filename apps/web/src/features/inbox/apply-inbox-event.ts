import type { Box, BoxEvent } from '../../lib/trpc/procedure-types';

// What counts as unread (docs/activity.md, "Unread counts"): messages, text or file.
const UNREAD_TYPES: ReadonlySet<string> = new Set(['msg.text', 'msg.file']);

export type InboxEventOutcome =
  | { kind: 'applied'; pages: Box[][] }
  /** The event is of a box the pages do not hold (a new box, or one on a page not read yet). */
  | { kind: 'unknown_box' };

/**
 * A box event from the inbox stream applied to the boxes read so far (docs/activity.md, "The
 * inbox"): the box's last event becomes the newest seen, and its unread count goes up by one
 * for a message someone else sent (the server's rule: messages, not every event). An event not newer than the box's last one (already in the
 * list that was read, or seen before) changes nothing, so none counts twice.
 */
export function applyInboxEvent(
  pages: Box[][],
  event: BoxEvent,
  identityId: string,
): InboxEventOutcome {
  if (!pages.some((page) => page.some((box) => box.id === event.box_id))) {
    return { kind: 'unknown_box' };
  }
  const updated = pages.map((page) =>
    page.map((box) => {
      if (box.id !== event.box_id) return box;
      const last = box.last_event?.server_event_created_at;
      if (last !== undefined && event.server_event_created_at <= last) return box;
      const unread = event.sender?.id !== identityId && UNREAD_TYPES.has(event.type);
      return {
        ...box,
        last_event: event,
        events_count: box.events_count + 1,
        unread_count: box.unread_count === null ? null : box.unread_count + (unread ? 1 : 0),
      };
    }),
  );
  return { kind: 'applied', pages: updated };
}

/** The pages without a box that was deleted or that the person can no longer open. */
export function dropInboxBox(pages: Box[][], boxId: string): Box[][] {
  return pages.map((page) => page.filter((box) => box.id !== boxId));
}
