import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertOrganizationRole } from './assert-organization-role';
import { datatagRecordSelect, toDatatagRecord, type DatatagRecord } from './datatag-record';

export type ListDatatagsOptions = { caller: Caller; organizationId: string };

/** The organization's datatags, newest first (its admins, agents, or its token). */
export async function listDatatags({
  caller,
  organizationId,
}: ListDatatagsOptions): Promise<DatatagRecord[]> {
  await assertOrganizationRole({
    caller,
    organizationId,
    roles: ['admin', 'agent'],
    allowToken: true,
  });
  const rows = await getDb().datatag.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    select: datatagRecordSelect,
  });
  return rows.map(toDatatagRecord);
}
