import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertOrganizationRole } from './assert-organization-role';
import { organizationForbidden } from './organization-errors';
import {
  organizationRecordSelect,
  toOrganizationRecord,
  type OrganizationRecord,
} from './organization-record';

export type GetOrganizationOptions = { caller: Caller; organizationId: string };

/** The organization, for its staff (admin or agent) and its own token. */
export async function getOrganization({
  caller,
  organizationId,
}: GetOrganizationOptions): Promise<OrganizationRecord> {
  await assertOrganizationRole({
    caller,
    organizationId,
    roles: ['admin', 'agent'],
    allowToken: true,
  });
  const row = await getDb().organization.findUnique({
    where: { id: organizationId },
    select: organizationRecordSelect,
  });
  // Deleted between the two reads: the same answer as for any organization one cannot see.
  if (!row) throw organizationForbidden();
  return toOrganizationRecord(row);
}
