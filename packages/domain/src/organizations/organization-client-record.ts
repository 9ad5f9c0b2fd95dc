import type { GrantType, Prisma } from '@coffer/db';

/** An organization's machine client, as its staff see it: never more than its public keys. */
export type OrganizationClientRecord = {
  client_id: string;
  name: string;
  grant_types: GrantType[];
  /** RFC 3339 UTC. */
  created_at: string;
  /** The public JWK set its client assertions are checked against. */
  jwks: { keys: Record<string, unknown>[] };
};

export const organizationClientRecordSelect = {
  id: true,
  name: true,
  grantTypes: true,
  createdAt: true,
  jwks: true,
} satisfies Prisma.OAuthClientSelect;

export function toOrganizationClientRecord(row: {
  id: string;
  name: string;
  grantTypes: GrantType[];
  createdAt: Date;
  jwks: Prisma.JsonValue;
}): OrganizationClientRecord {
  return {
    client_id: row.id,
    name: row.name,
    grant_types: row.grantTypes,
    created_at: row.createdAt.toISOString(),
    jwks: publicKeysOf(row.jwks),
  };
}

// A client registered by the CLI may hold a jwks_uri instead: its set then reads as empty.
function publicKeysOf(jwks: Prisma.JsonValue): { keys: Record<string, unknown>[] } {
  if (typeof jwks !== 'object' || jwks === null || Array.isArray(jwks)) return { keys: [] };
  const keys = jwks['keys'];
  if (!Array.isArray(keys)) return { keys: [] };
  return {
    keys: keys.filter(
      (key): key is Prisma.JsonObject =>
        typeof key === 'object' && key !== null && !Array.isArray(key),
    ),
  };
}
