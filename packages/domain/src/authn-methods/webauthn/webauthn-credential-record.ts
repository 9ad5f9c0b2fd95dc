/** The webauthn credential resource (docs/identities.md). */
export type WebauthnCredentialRecord = {
  /** Unpadded url-safe base64 credential id. */
  id: string;
  name: string;
  identity_id: string;
  /** RFC 3339 UTC. */
  created_at: string;
};

export const webauthnCredentialRecordSelect = {
  id: true,
  name: true,
  identityId: true,
  createdAt: true,
} as const;

export function toWebauthnCredentialRecord(row: {
  id: string;
  name: string;
  identityId: string;
  createdAt: Date;
}): WebauthnCredentialRecord {
  return {
    id: row.id,
    name: row.name,
    identity_id: row.identityId,
    created_at: row.createdAt.toISOString(),
  };
}
