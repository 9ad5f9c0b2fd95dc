import type { QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';

/**
 * After a write, the queries it changed read again, including one whose first read is still
 * on its way. React Query hands such a read's answer to an invalidation instead of reading
 * again (TanStack/query#8530); sent before the write, that answer would stay on screen without
 * it (a webhook endpoint registered while the dashboard loads, missing from its list).
 * Cancelled first, the read starts anew.
 */
export async function refreshAfterWrite<TTaggedQueryKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  filters: QueryFilters<TTaggedQueryKey>,
): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
