import { getDb } from '@coffer/db';
import { notifyActivity } from '../activity/activity-notice';
import { AppError } from '../errors/app-error';
import type { Caller } from '../sessions/caller';
import { assertOrganizationRole } from './assert-organization-role';

export type RemoveOrganizationMemberOptions = {
  caller: Caller;
  organizationId: string;
  identityId: string;
};

/**
 * Takes a person off the staff (admins only). The last admin stays: without one nobody
 * could manage the staff again. The organization's row is locked so that two admins
 * removing each other at once cannot both pass that check.
 */
export async function removeOrganizationMember({
  caller,
  organizationId,
  identityId,
}: RemoveOrganizationMemberOptions): Promise<void> {
  await assertOrganizationRole({ caller, organizationId, roles: ['admin'], allowToken: false });
  await getDb().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Organization" WHERE "id" = ${organizationId}::uuid FOR UPDATE`;
    const member = await tx.organizationMember.findUnique({
      where: { organizationId_identityId: { organizationId, identityId } },
      select: { role: true },
    });
    if (!member) {
      throw new AppError('not_found', {
        origin: 'path',
        desc: 'this person is not on the staff of the organization',
        details: { identity_id: 'not_found' },
      });
    }
    if (member.role === 'admin') {
      const admins = await tx.organizationMember.count({
        where: { organizationId, role: 'admin' },
      });
      if (admins === 1) {
        throw new AppError('conflict', {
          origin: 'path',
          desc: 'the last admin of an organization cannot be removed',
          details: { identity_id: 'conflict' },
        });
      }
    }
    await tx.organizationMember.delete({
      where: { organizationId_identityId: { organizationId, identityId } },
    });
    // Their open streams stop delivering the organization's boxes (docs/activity.md).
    await notifyActivity(tx, { kind: 'reach', identity_id: identityId });
  });
}
