import { queryNamed } from '@coffer/db';
import { getEnv } from '@coffer/env';
import {
  checkLimitRow,
  limitValues,
  type LimitInStatement,
} from '../../rate-limit/limit-in-statement';
import {
  admitClientRequestSql,
  pruneExpiredJtisSometimes,
  recordJtiValues,
  rememberClientAssertion,
  replayedAssertion,
} from '../client-auth/remember-client-assertion';
import type { VerifiedClientAssertion } from '../client-auth/verify-client-assertion';
import { OAuthError } from '../oauth-error';
import { newAccessToken } from './new-access-token';
import type { TokenResponse } from './token-response';

// $1–$3 record the assertion and $7–$12 count the request (admitClientRequestSql); the
// token is stored only when the request is within its limit and the jti is new.
const ISSUE_ORGANIZATION_TOKEN_SQL = `
  WITH ${admitClientRequestSql(7)},
  "token" AS (
    INSERT INTO "AccessToken" ("tokenHash", "clientId", "organizationId", "scopes", "acr",
      "amr", "expiresAt")
    SELECT $4::text, $1::text, $5::uuid, '{}'::text[], 2, '{}'::text[], $6::timestamptz
    FROM "assertion"
    RETURNING "id"
  )
  SELECT "admission".*, EXISTS (SELECT FROM "token") AS "issued" FROM "admission"`;

/**
 * grant_type=client_credentials: an organization's machine token (sub = org, acr 2), valid
 * ORGANIZATION_TOKEN_TTL_SECONDS; the client asks for a new one before it expires. The
 * request's count against its client's limit, the assertion's jti and the token are
 * recorded in one named (prepared) statement, so a token costs one round trip
 * (packages/bench/README.md); beyond the limit or with a replayed assertion it stores
 * nothing else. The assertion is spent whatever the answer, as for every grant.
 */
export async function issueClientCredentialsToken({
  assertion,
  limit,
}: {
  assertion: VerifiedClientAssertion;
  /** The request's limit, counted by the token's statement. */
  limit: LimitInStatement;
}): Promise<TokenResponse> {
  const { client } = assertion;
  if (!client.grantTypes.includes('client_credentials') || !client.organizationId) {
    await rememberClientAssertion(assertion, limit);
    throw new OAuthError('unauthorized_client', 'this client may not use client_credentials');
  }
  const ttlSeconds = getEnv().organizationTokenTtlSeconds;
  const { token, tokenHash, expiresAt } = newAccessToken(ttlSeconds);
  const nowMs = Date.now();
  const [row] = await queryNamed<{
    admitted: boolean;
    limitExpire: string | null;
    perClient: boolean;
    issued: boolean;
  }>({ name: 'issue-organization-token', text: ISSUE_ORGANIZATION_TOKEN_SQL }, [
    ...recordJtiValues(assertion),
    tokenHash,
    client.organizationId,
    expiresAt,
    ...limitValues(limit, client.id, nowMs),
  ]);
  if (!row) throw new Error('the organization token statement answered no row');
  checkLimitRow(limit, row, nowMs);
  if (!row.issued) throw replayedAssertion();
  await pruneExpiredJtisSometimes();
  return { access_token: token, token_type: 'Bearer', expires_in: ttlSeconds, scope: '' };
}
