import { queryNamed } from '@coffer/db';
import { getEnv } from '@coffer/env';
import {
  pruneExpiredJtisSometimes,
  RECORD_JTI_SQL,
  recordJtiValues,
  rememberClientAssertion,
  replayedAssertion,
} from '../client-auth/remember-client-assertion';
import type { VerifiedClientAssertion } from '../client-auth/verify-client-assertion';
import { OAuthError } from '../oauth-error';
import { newAccessToken } from './new-access-token';
import type { TokenResponse } from './token-response';

// $1–$3 record the assertion (RECORD_JTI_SQL); the token is stored only when its jti is new.
const ISSUE_ORGANIZATION_TOKEN_SQL = `
  WITH "assertion" AS (${RECORD_JTI_SQL})
  INSERT INTO "AccessToken" ("tokenHash", "clientId", "organizationId", "scopes", "acr", "amr",
    "expiresAt")
  SELECT $4::text, $1::text, $5::uuid, '{}'::text[], 2, '{}'::text[], $6::timestamptz
  FROM "assertion"
  RETURNING "id"`;

/**
 * grant_type=client_credentials: an organization's machine token (sub = org, acr 2), valid
 * ORGANIZATION_TOKEN_TTL_SECONDS; the client asks for a new one before it expires. The
 * assertion's jti and the token are recorded in one named (prepared) statement, so a token
 * costs one round trip after the rate limit (packages/bench/README.md); a replayed assertion
 * stores nothing. The assertion is spent whatever the answer, as for every grant.
 */
export async function issueClientCredentialsToken({
  assertion,
}: {
  assertion: VerifiedClientAssertion;
}): Promise<TokenResponse> {
  const { client } = assertion;
  if (!client.grantTypes.includes('client_credentials') || !client.organizationId) {
    await rememberClientAssertion(assertion);
    throw new OAuthError('unauthorized_client', 'this client may not use client_credentials');
  }
  const ttlSeconds = getEnv().organizationTokenTtlSeconds;
  const { token, tokenHash, expiresAt } = newAccessToken(ttlSeconds);
  const rows = await queryNamed(
    { name: 'issue-organization-token', text: ISSUE_ORGANIZATION_TOKEN_SQL },
    [...recordJtiValues(assertion), tokenHash, client.organizationId, expiresAt],
  );
  if (rows.length === 0) throw replayedAssertion();
  await pruneExpiredJtisSometimes();
  return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds, scope: '' };
}
