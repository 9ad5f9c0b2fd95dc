import { queryNamed } from '@coffer/db';
import {
  checkLimitRow,
  limitValues,
  type LimitInStatement,
} from '../../rate-limit/limit-in-statement';
import {
  admitClientRequestSql,
  pruneExpiredJtisSometimes,
  recordJtiValues,
} from '../client-auth/remember-client-assertion';
import type { VerifiedClientAssertion } from '../client-auth/verify-client-assertion';
import type { NewAccessToken } from './new-access-token';

/** The code as it was issued, and what the statement did with it. */
export type SpentCode = {
  /** False beyond the limit: then nothing else happened. */
  admitted: boolean;
  /** When the limit's window ends (ms since the epoch, int8 as text); null without limit. */
  limitExpire: string | null;
  /** Whether the client's limit counted it (a new jti), not the address's. */
  perClient: boolean;
  /** False when the assertion's jti was used before: then nothing else happened. */
  assertionFresh: boolean;
  /** Null when no unspent code of this client has this hash. */
  id: string | null;
  identityId: string;
  accountId: string | null;
  sessionId: string | null;
  redirectUri: string;
  scopes: string[];
  nonce: string | null;
  codeChallenge: string | null;
  dpopJkt: string | null;
  acr: number;
  amr: string[];
  authTime: Date;
  expiresAt: Date;
  /** Set when the access token was stored: the code was valid for this request. */
  accessTokenId: string | null;
};

// $1–$3 record the assertion and $12–$17 count the request (admitClientRequestSql). Every
// parameter is cast: PostgreSQL infers no type for a parameter in a SELECT list.
const SPEND_CODE_SQL = `
  WITH ${admitClientRequestSql(12)},
  "spent" AS (
    UPDATE "AuthorizationCode" SET "usedAt" = $4::timestamptz
    WHERE "codeHash" = $5::text AND "usedAt" IS NULL
      AND "clientId" = $1::text AND EXISTS (SELECT FROM "assertion")
    RETURNING "id", "identityId", "sessionId", "redirectUri", "scopes", "nonce",
              "codeChallenge", "dpopJkt", "acr", "amr", "authTime", "expiresAt"
  ),
  "token" AS (
    INSERT INTO "AccessToken" ("tokenHash", "clientId", "identityId", "sessionId",
      "authorizationCodeId", "scopes", "acr", "amr", "expiresAt", "dpopJkt")
    SELECT $6::text, $1::text, "identityId", "sessionId", "id",
           "scopes", "acr", "amr", $7::timestamptz, $11::text
    FROM "spent"
    WHERE "expiresAt" > $4::timestamptz AND "redirectUri" = $8::text
      AND (("codeChallenge" IS NULL AND NOT $9::boolean) OR "codeChallenge" = $10::text)
      AND ("dpopJkt" IS NULL OR "dpopJkt" = $11::text)
    RETURNING "id"
  )
  SELECT "admission".*, EXISTS (SELECT FROM "assertion") AS "assertionFresh", "spent".*,
         "Identity"."accountId", (SELECT "id" FROM "token") AS "accessTokenId"
  FROM "admission"
  LEFT JOIN "spent" ON true
  LEFT JOIN "Identity" ON "Identity"."id" = "spent"."identityId"`;

/**
 * The whole write side of a code exchange, in one statement and so one round trip and one
 * commit:
 * 0. the request is counted against its client's limit, or its address's for a replayed
 *    assertion (beyond it, nothing else happens: 429, which this function throws);
 * 1. the client assertion's jti is recorded (a replay records nothing and stops here);
 * 2. the client's code is spent (single use, atomically; another client's stays unspent);
 * 3. the access token is stored, only if the code is unexpired, the redirect URI is the one
 *    it was issued for, PKCE holds (no challenge and no verifier, or the challenge is S256
 *    of the verifier), and a code bound to a DPoP key (dpop_jkt) comes with a proof by it.
 *    The challenge is public (it went through the browser), so comparing it here leaks
 *    nothing; the caller still decides with a constant-time compare.
 * The caller checks the returned row from step 1 in that order and answers the first refusal.
 * A named (prepared) statement on the process's pool: PostgreSQL plans it once per
 * connection, and Prisma's raw query cost more CPU per call (packages/bench/README.md).
 */
export async function spendCodeForToken(options: {
  assertion: VerifiedClientAssertion;
  /** The request's limit, counted by this statement (null: none). */
  limit: LimitInStatement | null;
  codeHash: string;
  redirectUri: string | undefined;
  /** S256 of a well-formed code_verifier, else null. */
  presentedChallenge: string | null;
  verifierPresented: boolean;
  accessToken: NewAccessToken;
  /** The DPoP key the token is bound to, if any. */
  dpopJkt: string | null;
  now: Date;
}): Promise<SpentCode> {
  const { assertion, accessToken, now } = options;
  const rows = await queryNamed<SpentCode>({ name: 'spend-code-for-token', text: SPEND_CODE_SQL }, [
    ...recordJtiValues(assertion),
    now,
    options.codeHash,
    accessToken.tokenHash,
    accessToken.expiresAt,
    options.redirectUri ?? null,
    options.verifierPresented,
    options.presentedChallenge,
    options.dpopJkt,
    ...limitValues(options.limit, assertion.client.id, now.getTime()),
  ]);
  const row = rows[0];
  if (!row) throw new Error('the code exchange statement answered no row');
  checkLimitRow(options.limit, row, now.getTime());
  await pruneExpiredJtisSometimes();
  return row;
}
