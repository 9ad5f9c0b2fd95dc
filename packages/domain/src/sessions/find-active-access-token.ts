import { queryNamed } from '@coffer/db';
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
  /** The provider session it was issued within (its own, or its code's), if any. */
  sessionId: string | null;
  /**
   * When the last method of its sign-in was performed: the start of its provider session
   * (a sign-in or step-up completes with its last method), else the token's own issue.
   */
  provedAt: Date;
  /** The thumbprint of the DPoP key it is bound to (RFC 9449), else null: a Bearer token. */
  dpopJkt: string | null;
};

/**
 * The token, or why it cannot be used: unknown or revoked (invalid), issued within a session
 * that has ended (invalid), or expired.
 */
export type AccessTokenLookup =
  { state: 'active'; token: ActiveAccessToken } | { state: 'invalid' | 'expired' };

const FIND_BY_HASH = `
  SELECT t."id", t."clientId", t."identityId", t."organizationId", t."acr", t."amr",
         t."expiresAt", t."revokedAt", t."createdAt", t."dpopJkt", c."isOwn" AS "isOwnClient",
         i."accountId", a."authTime", s."id" AS "sessionId", s."revokedAt" AS "sessionRevokedAt",
         s."createdAt" AS "sessionStartedAt"
  FROM "AccessToken" t
  JOIN "OAuthClient" c ON c."id" = t."clientId"
  LEFT JOIN "Identity" i ON i."id" = t."identityId"
  LEFT JOIN "AuthorizationCode" a ON a."id" = t."authorizationCodeId"
  LEFT JOIN "ProviderSession" s ON s."id" = COALESCE(t."sessionId", a."sessionId")
  WHERE t."tokenHash" = $1`;

type TokenRow = Omit<ActiveAccessToken, 'authTime' | 'provedAt'> & {
  authTime: Date | null;
  sessionStartedAt: Date | null;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  sessionRevokedAt: Date | null;
};

/**
 * The one lookup of an access token by its value, for every way a token is presented (the
 * API's cookies and Bearer header, the userinfo endpoint): only its hash is stored. Every
 * authenticated request runs it, so it is one plain joined statement: Prisma's nested select
 * cost about twice the CPU per call (its JSON aggregation of each relation and the mapping of
 * the result; packages/bench/README.md).
 */
export async function findActiveAccessToken(token: string): Promise<AccessTokenLookup> {
  const rows = await queryNamed<TokenRow>(
    { name: 'find-active-access-token', text: FIND_BY_HASH },
    [hashSecret(token)],
  );
  const row = rows[0];
  // A token lives no longer than the provider session it was issued in (its own, or its
  // code's): a session replaced by a new sign-in, signed out, or ended from another device
  // takes every token with it, even one whose row was not marked (docs/oidc.md).
  if (!row || row.revokedAt !== null || row.sessionRevokedAt !== null) return { state: 'invalid' };
  if (row.expiresAt <= new Date()) return { state: 'expired' };
  return {
    state: 'active',
    token: {
      id: row.id,
      clientId: row.clientId,
      identityId: row.identityId,
      accountId: row.accountId,
      organizationId: row.organizationId,
      isOwnClient: row.isOwnClient,
      acr: row.acr,
      amr: row.amr,
      authTime: row.authTime ?? row.createdAt,
      sessionId: row.sessionId,
      provedAt: row.sessionStartedAt ?? row.createdAt,
      dpopJkt: row.dpopJkt,
    },
  };
}
