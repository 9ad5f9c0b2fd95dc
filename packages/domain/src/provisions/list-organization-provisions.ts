import { getDb } from '@coffer/db';
import { assertOrganizationRole } from '../organizations/assert-organization-role';
import type { Caller } from '../sessions/caller';
import {
  organizationProvisionSelect,
  toOrganizationProvision,
  type OrganizationProvision,
} from './organization-provision';

export type ListOrganizationProvisionsOptions = {
  caller: Caller;
  organizationId: string;
  /** A normalized email (emailIdentifierSchema). */
  email: string;
};

/**
 * The organization's provision for an email, as a list of none or one (docs/key-model.md
 * #provisions): a later box for the same person must send the same provision again, and a
 * dashboard that did not keep it (another device, another staff member) reads it here. The
 * user share is not in it: the server never had it, so the link cannot be made again.
 */
export async function listOrganizationProvisions({
  caller,
  organizationId,
  email,
}: ListOrganizationProvisionsOptions): Promise<OrganizationProvision[]> {
  await assertOrganizationRole({
    caller,
    organizationId,
    roles: ['admin', 'agent'],
    allowToken: true,
  });
  const rows = await getDb().provision.findMany({
    where: { organizationId, email },
    select: organizationProvisionSelect,
  });
  return rows.map(toOrganizationProvision);
}
