import type { OrganizationRole } from '@coffer/db';

/** A member of an organization's staff, as its admins see them. */
export type OrganizationMemberRecord = {
  identity_id: string;
  display_name: string;
  identifier_value: string;
  identifier_kind: 'email';
  role: OrganizationRole;
  /** When the role was given; RFC 3339 UTC. */
  created_at: string;
};

export const organizationMemberRecordSelect = {
  role: true,
  createdAt: true,
  identity: {
    select: { id: true, displayName: true, identifierValue: true, identifierKind: true },
  },
} as const;

export function toOrganizationMemberRecord(row: {
  role: OrganizationRole;
  createdAt: Date;
  identity: { id: string; displayName: string; identifierValue: string; identifierKind: 'email' };
}): OrganizationMemberRecord {
  return {
    identity_id: row.identity.id,
    display_name: row.identity.displayName,
    identifier_value: row.identity.identifierValue,
    identifier_kind: row.identity.identifierKind,
    role: row.role,
    created_at: row.createdAt.toISOString(),
  };
}
