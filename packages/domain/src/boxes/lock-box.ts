import type { Prisma } from '@coffer/db';

/** A box row held by this transaction. */
export type LockedBox = { id: string; lastEventAt: Date; ownerOrgId: string };

/**
 * Locks a box's row until the transaction ends. Every write to a box's events takes this
 * lock first, so writers of one box go one at a time: two deletions of one message, two key
 * share rotations, a join and an access change cannot interleave, and event times can be
 * kept strictly increasing per box. Null when there is no such box (any more).
 */
export async function lockBox(
  tx: Prisma.TransactionClient,
  boxId: string,
): Promise<LockedBox | null> {
  const rows = await tx.$queryRaw<LockedBox[]>`
    SELECT "id", "lastEventAt", "ownerOrgId" FROM "Box" WHERE "id" = ${boxId}::uuid FOR UPDATE`;
  return rows[0] ?? null;
}
