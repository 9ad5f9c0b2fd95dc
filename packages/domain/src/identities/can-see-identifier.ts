import { getDb, type Prisma } from '@coffer/db';
import type { Caller } from '../sessions/caller';

export type CanSeeIdentifierOptions = {
  identity: { id: string; identifierValue: string; profileSharesEmail: boolean };
  /** Null for an anonymous reader. */
  caller: Caller | null;
};

/**
 * Whether a profile reader may see the identity's email (docs/identities.md):
 * when the owner shares it, to the owner, and to an admin of a box the identity is
 * concerned by (its data subject, or a member), who works with that person anyway. Box
 * admins are the owning organization's token, its staff with role admin, and the box's
 * creator (docs/boxes.md); as for every box operation, their session needs acr 2.
 */
export async function canSeeIdentifier({
  identity,
  caller,
}: CanSeeIdentifierOptions): Promise<boolean> {
  if (identity.profileSharesEmail) return true;
  if (!caller) return false;
  if (caller.kind === 'user' && caller.identityId === identity.id) return true;
  if (caller.acr < 2) return false;
  const adminOfBox: Prisma.BoxWhereInput =
    caller.kind === 'organization'
      ? { ownerOrgId: caller.organizationId }
      : {
          OR: [
            { creatorIdentityId: caller.identityId },
            { ownerOrg: { members: { some: { identityId: caller.identityId, role: 'admin' } } } },
          ],
        };
  const box = await getDb().box.findFirst({
    where: {
      AND: [
        {
          OR: [
            { datatagSubject: identity.identifierValue },
            { members: { some: { identityId: identity.id } } },
          ],
        },
        adminOfBox,
      ],
    },
    select: { id: true },
  });
  return box !== null;
}
