'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { offsetPagesKey } from '../../lib/trpc/offset-pages-key';
import { useFlowClient, useTRPC } from '../../lib/trpc/trpc';

// The contract's page size for messages (docs/http-api.md: offset and limit, capped at 500).
const MESSAGE_PAGE_SIZE = 500;

/**
 * The key of a box's message pages: what invalidates listBoxMessages (a post, an upload, a
 * deletion) reads the pages again.
 */
export function useBoxMessagesKey(boxId: string) {
  const trpc = useTRPC();
  return offsetPagesKey(trpc.messages.listBoxMessages.queryKey(), { id: boxId });
}

/**
 * A box's messages, newest first, a page of 500 at a time. The next page starts after every
 * message held: live messages put on top moved the server's offsets by as many, so the
 * offset is the count held, not the pages' sum. A message read twice shows once.
 */
export function useBoxMessages(boxId: string) {
  const api = useFlowClient();
  return useInfiniteQuery({
    queryKey: useBoxMessagesKey(boxId),
    queryFn: ({ pageParam }) =>
      api.messages.listBoxMessages.query({
        id: boxId,
        offset: pageParam,
        limit: MESSAGE_PAGE_SIZE,
      }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < MESSAGE_PAGE_SIZE ? undefined : pages.flat().length,
  });
}
