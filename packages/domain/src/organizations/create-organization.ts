import { getDb } from '@coffer/db';
import { organizationRecordSelect } from './organization-record';

export type CreateOrganizationOptions = {
  name: string;
  /** The identity that becomes the organization's first admin, if any. */
  adminIdentityId?: string;
};

/** A new organization (the CLI's `org create`, and POST /organizations by a person). */
export async function createOrganization({ name, adminIdentityId }: CreateOrganizationOptions) {
  return getDb().organization.create({
    data: {
      name,
      members: adminIdentityId
        ? { create: { identityId: adminIdentityId, role: 'admin' } }
        : undefined,
    },
    select: organizationRecordSelect,
  });
}
