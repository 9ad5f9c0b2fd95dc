import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertOrganizationRole } from './assert-organization-role';
import { datatagRecordSelect, toDatatagRecord, type DatatagRecord } from './datatag-record';

export type CreateDatatagOptions = { caller: Caller; organizationId: string; name: string };

/** A new datatag of the organization (its admins, agents, or its token). */
export async function createDatatag({
  caller,
  organizationId,
  name,
}: CreateDatatagOptions): Promise<DatatagRecord> {
  await assertOrganizationRole({
    caller,
    organizationId,
    roles: ['admin', 'agent'],
    allowToken: true,
  });
  const row = await getDb().datatag.create({
    data: { organizationId, name },
    select: datatagRecordSelect,
  });
  return toDatatagRecord(row);
}
