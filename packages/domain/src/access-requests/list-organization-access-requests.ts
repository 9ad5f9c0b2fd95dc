import { getDb } from '@coffer/db';
import { assertOrganizationRole } from '../organizations/assert-organization-role';
import type { Caller } from '../sessions/caller';
import type { AccessRequest } from './access-request-resource';
import { matchesAccessRule } from '../boxes/access-rule-match';

export type ListOrganizationAccessRequestsOptions = { caller: Caller; organizationId: string };

/** One page at most: a dashboard invites these, then reads the rest. */
const MAX_REQUESTS = 500;

/**
 * The pending access requests of the organization's boxes that the boxes still admit, oldest
 * first, for its staff and its token (docs/key-model.md#access-requests): a browser that holds a box's key invites
 * the requester's current public key.
 */
export async function listOrganizationAccessRequests({
  caller,
  organizationId,
}: ListOrganizationAccessRequestsOptions): Promise<AccessRequest[]> {
  await assertOrganizationRole({
    caller,
    organizationId,
    roles: ['admin', 'agent'],
    allowToken: true,
  });
  const db = getDb();
  const rows = await db.boxAccessRequest.findMany({
    // A requester who reset their keys since has none to invite until they publish new ones.
    where: { box: { ownerOrgId: organizationId }, identity: { pubkey: { not: null } } },
    orderBy: [{ createdAt: 'asc' }, { boxId: 'asc' }],
    take: MAX_REQUESTS,
    select: {
      boxId: true,
      box: { select: { id: true, datatagSubject: true } },
      createdAt: true,
      identity: { select: { id: true, identifierValue: true, pubkey: true } },
    },
  });
  // A requester whose access rule was removed since waits for nothing: left out. The rules of
  // every listed box in one read, not one per request (staff pages poll this list).
  const rules = await db.boxAccessRule.findMany({
    where: { boxId: { in: [...new Set(rows.map((row) => row.boxId))] } },
    select: { boxId: true, restrictionType: true, value: true },
  });
  const admitted = rows.filter(
    ({ box, identity: { identifierValue } }) =>
      box.datatagSubject === identifierValue ||
      rules.some((rule) => rule.boxId === box.id && matchesAccessRule(rule, identifierValue)),
  );
  return admitted.map((row) => ({
    box_id: row.boxId,
    identity_id: row.identity.id,
    identifier_value: row.identity.identifierValue,
    public_key: row.identity.pubkey ?? '',
    created_at: row.createdAt.toISOString(),
  }));
}
