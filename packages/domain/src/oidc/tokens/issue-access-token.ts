import { getDb, type Prisma } from '@coffer/db';
import { createSecret, hashSecret } from '../../secrets/hash-secret';
import { ACCESS_TOKEN_TTL_SECONDS } from '../oidc-constants';

export type AccessTokenGrant = {
  clientId: string;
  identityId: string | null;
  organizationId: string | null;
  sessionId: string | null;
  authorizationCodeId: string | null;
  scopes: string[];
  acr: number;
  amr: string[];
};

/** An opaque token of 256 random bits: what is answered and what is stored. */
export type NewAccessToken = { token: string; tokenHash: string; expiresAt: Date };

/** Valid one hour unless told otherwise (organization tokens have a setting of their own). */
export function newAccessToken(ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): NewAccessToken {
  const token = createSecret();
  return {
    token,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  };
}

export type IssueAccessTokenOptions = { ttlSeconds?: number; tx?: Prisma.TransactionClient };

/**
 * A new access token for `grant`, stored only as its hash. Raw SQL: every token request
 * inserts one, and a model `create` is compiled by Prisma each time.
 */
export async function issueAccessToken(
  grant: AccessTokenGrant,
  { ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, tx = getDb() }: IssueAccessTokenOptions = {},
): Promise<{ token: string; id: string; expiresIn: number }> {
  const { token, tokenHash, expiresAt } = newAccessToken(ttlSeconds);
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "AccessToken" ("tokenHash", "clientId", "identityId", "organizationId",
      "sessionId", "authorizationCodeId", "scopes", "acr", "amr", "expiresAt")
    VALUES (${tokenHash}, ${grant.clientId}, ${grant.identityId}::uuid,
      ${grant.organizationId}::uuid, ${grant.sessionId}::uuid, ${grant.authorizationCodeId}::uuid,
      ${grant.scopes}::text[], ${grant.acr}, ${grant.amr}::text[], ${expiresAt})
    RETURNING "id"`;
  if (!row) throw new Error('the access token was not stored');
  return { token, id: row.id, expiresIn: ttlSeconds };
}
