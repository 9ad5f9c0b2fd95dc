import { getDb, type Prisma } from '@coffer/db';
import type { Caller } from '../sessions/caller';

export type DeletedBoxNotice = { deletedAt: Date; organizationName: string };

export type FindDeletedBoxOptions = {
  caller: Caller;
  boxId: string;
  /** Only a box this organization owned (a request that names the organization too). */
  ownerOrgId?: string;
  db?: Prisma.TransactionClient;
};

/**
 * When a box the caller could read was deleted, and by which organization; null when it was
 * not deleted or the caller could not read it (to them it stays an unknown box, no oracle).
 */
export async function findDeletedBox({
  caller,
  boxId,
  ownerOrgId,
  db = getDb(),
}: FindDeletedBoxOptions): Promise<DeletedBoxNotice | null> {
  const deleted = await db.deletedBox.findUnique({
    where: { id: boxId },
    select: {
      deletedAt: true,
      readerIdentityIds: true,
      ownerOrg: { select: { id: true, name: true, members: { select: { identityId: true } } } },
    },
  });
  if (!deleted) return null;
  const { ownerOrg } = deleted;
  if (ownerOrgId !== undefined && ownerOrg.id !== ownerOrgId) return null;
  const couldRead =
    caller.kind === 'organization'
      ? caller.organizationId === ownerOrg.id
      : deleted.readerIdentityIds.includes(caller.identityId) ||
        ownerOrg.members.some((member) => member.identityId === caller.identityId);
  return couldRead ? { deletedAt: deleted.deletedAt, organizationName: ownerOrg.name } : null;
}
