'use client';

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc/trpc';
import type { Box, BoxEvent } from '../../lib/trpc/procedure-types';
import { useEventStream } from '../../lib/live/use-event-stream';
import { applyInboxEvent, dropInboxBox } from './apply-inbox-event';

// The contract's page size for boxes (docs/http-api.md: offset and limit, capped at 500).
const BOX_PAGE_SIZE = 500;

/**
 * The person's boxes, read a page at a time (offset and limit), kept current by the inbox
 * stream (docs/activity.md, "The inbox"): the list is read again when the stream opens and on
 * `resync`; an event updates its box's last event and unread count; a deleted or lost box
 * goes. An event of a box not read yet (new, or on a page not shown) reads the list again,
 * which also keeps the offsets of the next pages exact.
 */
export function useInboxBoxes(identityId: string) {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  // The cursor is the offset (packages/api/src/trpc-cursor.ts).
  const options = trpc.boxes.listBoxes.infiniteQueryOptions(
    { limit: BOX_PAGE_SIZE },
    {
      initialCursor: 0,
      getNextPageParam: (lastPage, _pages, lastOffset) =>
        lastPage.length < BOX_PAGE_SIZE ? undefined : (lastOffset ?? 0) + BOX_PAGE_SIZE,
    },
  );
  const { queryKey } = options;
  const boxes = useInfiniteQuery(options);
  const readAgain = () => void queryClient.invalidateQueries({ queryKey });
  const update = (change: (pages: Box[][]) => Box[][] | null) => {
    const data = queryClient.getQueryData(queryKey);
    if (data === undefined) return;
    const pages = change(data.pages);
    if (pages === null) readAgain();
    else queryClient.setQueryData(queryKey, { ...data, pages });
  };
  const drop = (data: unknown) => {
    const { box_id: boxId } = data as { box_id: string };
    update((pages) => dropInboxBox(pages, boxId));
    // Later offsets moved back by one: read again so that the next page misses nothing.
    readAgain();
  };
  useEventStream('/boxes/events/stream', {
    onOpen: readAgain,
    onEvent: (data) => {
      // A read that started before this event may answer without it, over what is applied
      // here: read again (which cancels that one) instead.
      if (queryClient.isFetching({ queryKey }) > 0) {
        readAgain();
        return;
      }
      update((pages) => {
        const outcome = applyInboxEvent(pages, data as BoxEvent, identityId);
        return outcome.kind === 'applied' ? outcome.pages : null;
      });
    },
    named: { 'box.delete': drop, 'access.lost': drop, resync: readAgain },
  });
  return boxes;
}
