import { getDb } from '@coffer/db';
import { notifyActivity } from '../activity/activity-notice';
import { organizationRecordSelect } from './organization-record';

export type CreateOrganizationOptions = {
  name: string;
  /** The identity that becomes the organization's first admin, if any. */
  adminIdentityId?: string;
};

/** A new organization (the CLI's `org create`, and POST /organizations by a person). */
export async function createOrganization({ name, adminIdentityId }: CreateOrganizationOptions) {
  return getDb().$transaction(async (tx) => {
    const organization = await tx.organization.create({
      data: {
        name,
        members: adminIdentityId
          ? { create: { identityId: adminIdentityId, role: 'admin' } }
          : undefined,
      },
      select: organizationRecordSelect,
    });
    // The admin's open inbox streams take in the boxes it will open (docs/activity.md).
    if (adminIdentityId) await notifyActivity(tx, { kind: 'reach', identity_id: adminIdentityId });
    return organization;
  });
}
