import { getDb, Prisma, type OrganizationRole } from '@coffer/db';
import { notifyActivity } from '../activity/activity-notice';
import { AppError } from '../errors/app-error';
import { findOrCreateIdentity } from '../identities/find-or-create-identity';
import type { Caller } from '../sessions/caller';
import { assertOrganizationRole } from './assert-organization-role';
import {
  organizationMemberRecordSelect,
  toOrganizationMemberRecord,
  type OrganizationMemberRecord,
} from './organization-member-record';

export type AddOrganizationMemberOptions = {
  caller: Caller;
  organizationId: string;
  /** A normalised email (emailIdentifierSchema). */
  identifierValue: string;
  role: OrganizationRole;
};

/**
 * Gives a person a role in the organization (admins only). The identity of the email is
 * created when unknown, as a first login would, so staff can be named before they sign in.
 * A person already on the staff: 409 (remove them first to change the role).
 */
export async function addOrganizationMember({
  caller,
  organizationId,
  identifierValue,
  role,
}: AddOrganizationMemberOptions): Promise<OrganizationMemberRecord> {
  await assertOrganizationRole({ caller, organizationId, roles: ['admin'], allowToken: false });
  const identity = await findOrCreateIdentity({ email: identifierValue });
  try {
    const row = await getDb().$transaction(async (tx) => {
      const created = await tx.organizationMember.create({
        data: { organizationId, identityId: identity.id, role },
        select: organizationMemberRecordSelect,
      });
      // Their open inbox streams take in the organization's boxes (docs/activity.md).
      await notifyActivity(tx, { kind: 'reach', identity_id: identity.id });
      return created;
    });
    return toOrganizationMemberRecord(row);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new AppError('conflict', {
        origin: 'body',
        desc: 'this person is already on the staff of the organization',
        details: { identifier_value: 'conflict' },
      });
    }
    throw error;
  }
}
