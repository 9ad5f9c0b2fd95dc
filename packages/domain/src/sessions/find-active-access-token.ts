import { getDb } from '@coffer/db';
import { hashSecret } from '../secrets/hash-secret';

/** What an access token stands for, once found active. */
export type ActiveAccessToken = {
  id: string;
  clientId: string;
  /** Set for a person's token (the app's session, a relying party's token). */
  identityId: string | null;
  accountId: string | null;
  /** Set for an organization's machine token (client_credentials). */
  organizationId: string | null;
  /** Issued to the service's own application: the only tokens kept in session cookies. */
  isOwnClient: boolean;
  acr: number;
  amr: string[];
  /** When the person last authenticated (OIDC auth_time) for this token. */
  authTime: Date;
};

/** The token, or why it cannot be used: unknown or revoked (invalid), or expired. */
export type AccessTokenLookup =
  { state: 'active'; token: ActiveAccessToken } | { state: 'invalid' | 'expired' };

/**
 * The one lookup of an access token by its value, for every way a token is presented (the
 * API's cookies and Bearer header, the userinfo endpoint): only its hash is stored.
 */
export async function findActiveAccessToken(token: string): Promise<AccessTokenLookup> {
  const row = await getDb().accessToken.findUnique({
    where: { tokenHash: hashSecret(token) },
    select: {
      id: true,
      clientId: true,
      identityId: true,
      organizationId: true,
      acr: true,
      amr: true,
      expiresAt: true,
      revokedAt: true,
      createdAt: true,
      authorizationCode: { select: { authTime: true } },
      client: { select: { isOwn: true } },
      identity: { select: { accountId: true } },
    },
  });
  if (!row || row.revokedAt !== null) return { state: 'invalid' };
  if (row.expiresAt <= new Date()) return { state: 'expired' };
  return {
    state: 'active',
    token: {
      id: row.id,
      clientId: row.clientId,
      identityId: row.identityId,
      accountId: row.identity?.accountId ?? null,
      organizationId: row.organizationId,
      isOwnClient: row.client.isOwn,
      acr: row.acr,
      amr: row.amr,
      authTime: row.authorizationCode?.authTime ?? row.createdAt,
    },
  };
}
