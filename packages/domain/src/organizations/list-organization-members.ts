import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertOrganizationRole } from './assert-organization-role';
import {
  organizationMemberRecordSelect,
  toOrganizationMemberRecord,
  type OrganizationMemberRecord,
} from './organization-member-record';

export type ListOrganizationMembersOptions = { caller: Caller; organizationId: string };

/** The organization's staff, newest first; for its admins only. */
export async function listOrganizationMembers({
  caller,
  organizationId,
}: ListOrganizationMembersOptions): Promise<OrganizationMemberRecord[]> {
  await assertOrganizationRole({ caller, organizationId, roles: ['admin'], allowToken: false });
  const rows = await getDb().organizationMember.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: 'desc' }, { identityId: 'asc' }],
    select: organizationMemberRecordSelect,
  });
  return rows.map(toOrganizationMemberRecord);
}
