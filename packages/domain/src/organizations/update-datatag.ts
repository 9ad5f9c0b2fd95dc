import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import type { Caller } from '../sessions/caller';
import { assertOrganizationRole } from './assert-organization-role';

export type UpdateDatatagOptions = {
  caller: Caller;
  organizationId: string;
  datatagId: string;
  name: string;
};

/** Renames a datatag of the organization (its admins, agents, or its token). */
export async function updateDatatag({
  caller,
  organizationId,
  datatagId,
  name,
}: UpdateDatatagOptions): Promise<void> {
  await assertOrganizationRole({
    caller,
    organizationId,
    roles: ['admin', 'agent'],
    allowToken: true,
  });
  // Scoped to the organization: another organization's datatag is "not found" here.
  const { count } = await getDb().datatag.updateMany({
    where: { id: datatagId, organizationId },
    data: { name },
  });
  if (count === 0) {
    throw new AppError('not_found', {
      origin: 'path',
      desc: 'no such datatag in this organization',
      details: { did: 'not_found' },
    });
  }
}
