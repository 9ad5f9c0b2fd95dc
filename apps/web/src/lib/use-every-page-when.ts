'use client';

import { useEffect } from 'react';

type PagedQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * Reads the remaining pages of an infinite list, one after the other, while `wanted`: a search
 * by title filters in the page, since the contract's lists have no title filter, so every
 * page must be there for it to find what is not shown yet.
 */
export function useEveryPageWhen(wanted: boolean, query: PagedQuery): void {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (wanted && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [wanted, hasNextPage, isFetchingNextPage, fetchNextPage]);
}
