import { assertOrganizationRole } from '../organizations/assert-organization-role';
import type { Caller } from '../sessions/caller';
import type { BoxRecord } from './box-record';
import { loadBoxRecords } from './load-box-records';
import { missingBoxRefusal } from './missing-box-refusal';

export type GetOrganizationBoxOptions = { caller: Caller; organizationId: string; boxId: string };

/**
 * A box of the organization, for its token and its staff. A box of another organization
 * answers like an unknown one; a deleted box of this one answers 410 (docs/boxes.md).
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
  if (!record) throw await missingBoxRefusal({ caller, boxId, ownerOrgId: organizationId });
  return record;
}
