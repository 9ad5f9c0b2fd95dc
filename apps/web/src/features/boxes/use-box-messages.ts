'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc/trpc';

// The contract's page size for messages (docs/http-api.md: offset and limit, capped at 500).
const MESSAGE_PAGE_SIZE = 500;

/**
 * A box's messages, newest first, a page of 500 at a time; the cursor is the offset
 * (packages/api/src/trpc-cursor.ts). The next page starts after every message held: live
 * messages put on top moved the server's offsets by as many, so the offset is the count held,
 * not the pages' sum. A message read twice shows once. The box page's stream (use-box-live.ts)
 * writes into these pages under the same options' key, and what invalidates listBoxMessages
 * (a post, an upload, a deletion) reads them again.
 */
export function useBoxMessagesOptions(boxId: string) {
  const trpc = useTRPC();
  return trpc.messages.listBoxMessages.infiniteQueryOptions(
    { id: boxId, limit: MESSAGE_PAGE_SIZE },
    {
      initialCursor: 0,
      getNextPageParam: (lastPage, pages) =>
        lastPage.length < MESSAGE_PAGE_SIZE ? undefined : pages.flat().length,
    },
  );
}

export function useBoxMessages(boxId: string) {
  return useInfiniteQuery(useBoxMessagesOptions(boxId));
}
