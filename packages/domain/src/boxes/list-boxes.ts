import type { Caller } from '../sessions/caller';
import { resolveBoxListScope, type BoxListFilters } from './box-list-scope';
import type { BoxRecord } from './box-record';
import { loadBoxRecords } from './load-box-records';

export type ListBoxesOptions = {
  caller: Caller;
  filters: BoxListFilters;
  offset: number;
  limit: number;
};

/** The boxes the caller can access, newest first. */
export async function listBoxes({
  caller,
  filters,
  offset,
  limit,
}: ListBoxesOptions): Promise<BoxRecord[]> {
  const { where, viewerOf } = await resolveBoxListScope({ caller, filters });
  return loadBoxRecords({
    where,
    offset,
    limit,
    viewerOf,
    readerIdentityId: caller.kind === 'user' ? caller.identityId : null,
  });
}
