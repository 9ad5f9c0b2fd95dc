import { getDb } from '@coffer/db';
import type { UserCaller } from '../sessions/caller';
import { assertOrganizationRole } from './assert-organization-role';
import {
  organizationClientRecordSelect,
  toOrganizationClientRecord,
  type OrganizationClientRecord,
} from './organization-client-record';

export type ListOrganizationClientsOptions = { caller: UserCaller; organizationId: string };

/** The organization's machine clients, newest first (its admins and agents). */
export async function listOrganizationClients({
  caller,
  organizationId,
}: ListOrganizationClientsOptions): Promise<OrganizationClientRecord[]> {
  await assertOrganizationRole({
    caller,
    organizationId,
    roles: ['admin', 'agent'],
    allowToken: false,
  });
  const rows = await getDb().oAuthClient.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    select: organizationClientRecordSelect,
  });
  return rows.map(toOrganizationClientRecord);
}
