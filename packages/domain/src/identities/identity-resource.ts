import { avatarUrl } from './avatar-url';

/** The identity resource (docs/identities.md). */
export type IdentityResource = {
  id: string;
  /** Null at acr 1: the account is what a stronger sign-in protects. */
  account_id: string | null;
  has_account: boolean;
  display_name: string;
  notifications: 'minimal' | 'moderate' | 'frequent';
  avatar_url: string | null;
  identifier_value: string;
  identifier_kind: 'email';
  mfa_method: 'disabled' | 'totp' | 'webauthn';
};

/** Only the columns the resource shows: never the keys, the avatar's storage key or secrets. */
export const identityResourceSelect = {
  id: true,
  accountId: true,
  displayName: true,
  notifications: true,
  avatarStorageKey: true,
  identifierValue: true,
  identifierKind: true,
  mfaMethod: true,
} as const;

type IdentityResourceRow = {
  id: string;
  accountId: string | null;
  displayName: string;
  notifications: IdentityResource['notifications'];
  avatarStorageKey: string | null;
  identifierValue: string;
  identifierKind: IdentityResource['identifier_kind'];
  mfaMethod: IdentityResource['mfa_method'];
};

export function toIdentityResource(row: IdentityResourceRow, callerAcr: number): IdentityResource {
  return {
    id: row.id,
    account_id: callerAcr >= 2 ? row.accountId : null,
    has_account: row.accountId !== null,
    display_name: row.displayName,
    notifications: row.notifications,
    avatar_url: avatarUrl(row),
    identifier_value: row.identifierValue,
    identifier_kind: row.identifierKind,
    mfa_method: row.mfaMethod,
  };
}
