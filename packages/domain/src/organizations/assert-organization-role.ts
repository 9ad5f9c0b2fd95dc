import { getDb } from '@coffer/db';
import type { OrganizationRole } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { organizationForbidden } from './organization-errors';

export type AssertOrganizationRoleOptions = {
  caller: Caller;
  organizationId: string;
  /** Staff roles allowed to act (docs/http-api.md: staff are people with a role). */
  roles: readonly OrganizationRole[];
  /** Whether the organization's own token may act too. */
  allowToken: boolean;
};

/** How the caller acts for the organization: through its token, or as staff with a role. */
export type OrganizationActor =
  { kind: 'organization' } | { kind: 'staff'; role: OrganizationRole };

/** Refuses (403 `oid`) a caller without one of the roles the operation needs. */
export async function assertOrganizationRole({
  caller,
  organizationId,
  roles,
  allowToken,
}: AssertOrganizationRoleOptions): Promise<OrganizationActor> {
  if (caller.kind === 'organization') {
    if (allowToken && caller.organizationId === organizationId) return { kind: 'organization' };
    throw organizationForbidden();
  }
  const membership = await getDb().organizationMember.findUnique({
    where: { organizationId_identityId: { organizationId, identityId: caller.identityId } },
    select: { role: true },
  });
  if (!membership || !roles.includes(membership.role)) throw organizationForbidden();
  return { kind: 'staff', role: membership.role };
}
