import { getDb } from '@coffer/db';

export type CreateOrganizationOptions = {
  name: string;
  /** The identity that becomes the organization's first admin, if any. */
  adminIdentityId?: string;
};

export async function createOrganization({ name, adminIdentityId }: CreateOrganizationOptions) {
  return getDb().organization.create({
    data: {
      name,
      members: adminIdentityId
        ? { create: { identityId: adminIdentityId, role: 'admin' } }
        : undefined,
    },
    select: { id: true, name: true, createdAt: true },
  });
}
