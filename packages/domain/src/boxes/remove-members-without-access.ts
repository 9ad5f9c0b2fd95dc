import type { Prisma } from '@coffer/db';
import { matchesAccessRule } from './access-rule-match';
import type { AccessedBox } from './find-box-access';

export type RemoveMembersWithoutAccessOptions = {
  tx: Prisma.TransactionClient;
  box: AccessedBox;
};

/**
 * In a limited box, a person who joined stays a member only while an access rule admits
 * them (decided: access.rm and a switch to limited both apply this). Those who lost access
 * are removed and get a `member.kick` notification. Members by rule keep their place.
 */
export async function removeMembersWithoutAccess({
  tx,
  box,
}: RemoveMembersWithoutAccessOptions): Promise<void> {
  const rules = await tx.boxAccessRule.findMany({
    where: { boxId: box.id },
    select: { restrictionType: true, value: true },
  });
  const joined = await tx.boxMember.findMany({
    where: { boxId: box.id },
    select: { identityId: true, identity: { select: { identifierValue: true } } },
  });
  const staff = new Set(
    (
      await tx.organizationMember.findMany({
        where: {
          organizationId: box.ownerOrgId,
          identityId: { in: joined.map((member) => member.identityId) },
        },
        select: { identityId: true },
      })
    ).map((member) => member.identityId),
  );
  const kicked = joined
    .filter(({ identityId, identity: { identifierValue: email } }) => {
      const byRole =
        staff.has(identityId) ||
        identityId === box.creatorIdentityId ||
        email === box.datatagSubject;
      return !byRole && !rules.some((rule) => matchesAccessRule(rule, email));
    })
    .map((member) => member.identityId);
  if (kicked.length === 0) return;
  await tx.boxMember.deleteMany({ where: { boxId: box.id, identityId: { in: kicked } } });
  await tx.notification.createMany({
    data: kicked.map((identityId) => ({
      identityId,
      type: 'member_kick' as const,
      details: { box_id: box.id },
    })),
  });
}
