import { getDb, type OrganizationRole } from '@coffer/db';
import {
  organizationRecordSelect,
  toOrganizationRecord,
  type OrganizationRecord,
} from './organization-record';

/** An organization on whose staff the person is, with their role in it. */
export type StaffOrganizationRecord = OrganizationRecord & { role: OrganizationRole };

export type ListStaffOrganizationsOptions = { identityId: string };

/** The organizations a person is on the staff of, newest first, with their role. */
export async function listStaffOrganizations({
  identityId,
}: ListStaffOrganizationsOptions): Promise<StaffOrganizationRecord[]> {
  const rows = await getDb().organizationMember.findMany({
    where: { identityId },
    orderBy: [{ organization: { createdAt: 'desc' } }, { organizationId: 'asc' }],
    select: { role: true, organization: { select: organizationRecordSelect } },
  });
  return rows.map((row) => ({ ...toOrganizationRecord(row.organization), role: row.role }));
}
