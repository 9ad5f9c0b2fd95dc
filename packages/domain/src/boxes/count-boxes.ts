import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { resolveBoxListScope, type BoxListFilters } from './box-list-scope';

export type CountBoxesOptions = { caller: Caller; filters: BoxListFilters };

/** How many boxes listBoxes would give in all. */
export async function countBoxes({ caller, filters }: CountBoxesOptions): Promise<number> {
  const { where } = await resolveBoxListScope({ caller, filters });
  // Counting a NOT NULL column counts the rows, and lets Prisma's sub-select read only that
  // column (it selects "id" otherwise): half the time on 100k boxes (bench-boxes).
  const { ownerOrgId } = await getDb().box.count({ where, select: { ownerOrgId: true } });
  return ownerOrgId;
}
