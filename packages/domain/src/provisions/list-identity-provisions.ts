import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { provisionSelect, toProvisionSummary, type ProvisionSummary } from './provision-resource';

export type ListIdentityProvisionsOptions = { caller: Caller; identityId: string };

/**
 * The provisions of the identity's email, newest first, without their service shares: a
 * device that keeps a provision's secret key in the key storage finds the boxes provisioned
 * since, without the link.
 */
export async function listIdentityProvisions({
  caller,
  identityId,
}: ListIdentityProvisionsOptions): Promise<ProvisionSummary[]> {
  assertSelf(caller, identityId);
  const db = getDb();
  const identity = await db.identity.findUnique({
    where: { id: identityId },
    select: { identifierValue: true },
  });
  if (!identity) return [];
  const rows = await db.provision.findMany({
    where: { email: identity.identifierValue },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    select: provisionSelect,
  });
  return rows.map(toProvisionSummary);
}
