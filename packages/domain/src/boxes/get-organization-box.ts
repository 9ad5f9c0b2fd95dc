import { assertOrganizationRole } from '../organizations/assert-organization-role';
import type { Caller } from '../sessions/caller';
import { boxAccessRefused } from './box-errors';
import type { BoxRecord } from './box-record';
import { loadBoxRecords } from './load-box-records';

export type GetOrganizationBoxOptions = { caller: Caller; organizationId: string; boxId: string };

/**
 * A box of the organization, for its token and its staff. A box of another organization
 * answers like an unknown one.
 */
export async function getOrganizationBox({
  caller,
  organizationId,
  boxId,
}: GetOrganizationBoxOptions): Promise<BoxRecord> {
  const actor = await assertOrganizationRole({
    caller,
    organizationId,
    roles: ['admin', 'agent'],
    allowToken: true,
  });
  const identityId = caller.kind === 'user' ? caller.identityId : null;
  const orgAdmin = actor.kind === 'organization' || actor.role === 'admin';
  const [record] = await loadBoxRecords({
    where: { id: boxId, ownerOrgId: organizationId },
    readerIdentityId: identityId,
    viewerOf: (box) => ({
      identityId,
      isAdmin: orgAdmin || (identityId !== null && box.creatorIdentityId === identityId),
    }),
  });
  if (!record) throw boxAccessRefused('no_access');
  return record;
}
