import type { IdentifierKind } from '@coffer/db';
import { avatarUrl } from '../identities/avatar-url';

/**
 * Who sent an event or belongs to a box (docs/boxes.md): an identity, or an organization
 * through its token (its id and name; organizations have no identifier).
 */
export type SenderRecord = {
  id: string;
  display_name: string;
  avatar_url: string | null;
  /** Empty unless the viewer is a box admin, the sender shares it, or it is the viewer's own. */
  identifier_value: string;
  identifier_kind: IdentifierKind | '';
};

/** Who looks at a box: their own identity (null for an organization) and whether they admin it. */
export type BoxViewer = { identityId: string | null; isAdmin: boolean };

export const senderIdentitySelect = {
  id: true,
  displayName: true,
  avatarStorageKey: true,
  identifierValue: true,
  identifierKind: true,
  profileSharesEmail: true,
} as const;

export const senderOrganizationSelect = { id: true, name: true } as const;

export type SenderIdentityRow = {
  id: string;
  displayName: string;
  avatarStorageKey: string | null;
  identifierValue: string;
  identifierKind: IdentifierKind;
  profileSharesEmail: boolean;
};

export type SenderOrganizationRow = { id: string; name: string };

export function identitySenderRecord(identity: SenderIdentityRow, viewer: BoxViewer): SenderRecord {
  const shown = viewer.isAdmin || identity.profileSharesEmail || identity.id === viewer.identityId;
  return {
    id: identity.id,
    display_name: identity.displayName,
    avatar_url: avatarUrl(identity),
    identifier_value: shown ? identity.identifierValue : '',
    identifier_kind: shown ? identity.identifierKind : '',
  };
}

export function organizationSenderRecord(organization: SenderOrganizationRow): SenderRecord {
  return {
    id: organization.id,
    display_name: organization.name,
    avatar_url: null,
    identifier_value: '',
    identifier_kind: '',
  };
}

/** An event's sender; null once the sending identity was deleted (the event stays). */
export function senderRecordOf(
  sender: { identity: SenderIdentityRow | null; organization: SenderOrganizationRow | null },
  viewer: BoxViewer,
): SenderRecord | null {
  if (sender.identity) return identitySenderRecord(sender.identity, viewer);
  return sender.organization ? organizationSenderRecord(sender.organization) : null;
}
