import { getDb, queryNamed } from '@coffer/db';
import {
  consumeLimitSql,
  countAsClient,
  type LimitInStatement,
} from '../../rate-limit/limit-in-statement';
import { OAuthError } from '../oauth-error';
import type { VerifiedClientAssertion } from './verify-client-assertion';

// Expired jtis are forgotten now and then (they can no longer be replayed anyway).
const PRUNE_PROBABILITY = 0.01;

/**
 * The statement that records an assertion's jti ($1 client, $2 jti, $3 expiry), answering one
 * row (`1`) when it is new and none when it was used before: the insert itself is the replay
 * check. Its text and parameters are shared with the code exchange, which records it in the
 * same statement as the code it spends.
 */
export const RECORD_JTI_SQL = `
  INSERT INTO "UsedClientAssertion" ("clientId", "jti", "expiresAt")
  VALUES ($1::text, $2::text, $3::timestamptz)
  ON CONFLICT ("clientId", "jti") DO NOTHING
  RETURNING 1`;

/**
 * The head of a token endpoint's statement: "limit" counts the request (its parameters from
 * $`limitFirst`, limitValues) against its client's limit when the assertion's jti ($1–$3) is
 * new, against its address's when it is a replay; "admission" says whether it is within it
 * (`admitted`, the window's end as `limitExpire`, and `perClient`), and "assertion" records the
 * jti as RECORD_JTI_SQL does, only when admitted: a refused request spends nothing. The
 * statement's other parts wait for "assertion". Two requests racing with one new jti both
 * count in the client's budget, and one of them is then refused as a replay.
 */
export function admitClientRequestSql(limitFirst: number): string {
  return `"fresh" AS (
    SELECT NOT EXISTS (
      SELECT FROM "UsedClientAssertion" WHERE "clientId" = $1::text AND "jti" = $2::text
    ) AS "fresh"
  ),
  "limit" AS (${consumeLimitSql(limitFirst, '(SELECT "fresh" FROM "fresh")')}),
  "admission" AS (
    SELECT NOT EXISTS (SELECT FROM "limit" WHERE NOT "admitted") AS "admitted",
           (SELECT "expire" FROM "limit") AS "limitExpire",
           (SELECT "fresh" FROM "fresh") AS "perClient"
  ),
  "assertion" AS (
    INSERT INTO "UsedClientAssertion" ("clientId", "jti", "expiresAt")
    SELECT $1::text, $2::text, $3::timestamptz FROM "admission" WHERE "admitted"
    ON CONFLICT ("clientId", "jti") DO NOTHING
    RETURNING 1
  )`;
}

export function recordJtiValues({ client, jti, expiresAt }: VerifiedClientAssertion) {
  return [client.id, jti, expiresAt];
}

/**
 * A jti is accepted once until its assertion expires: invalid_client for a replay. A named
 * (prepared) statement on the pool. A new jti moves the request's `limit` to its client's
 * budget; a replay leaves it in its address's.
 */
export async function rememberClientAssertion(
  assertion: VerifiedClientAssertion,
  limit: LimitInStatement | null = null,
): Promise<void> {
  const rows = await queryNamed(
    { name: 'record-client-assertion', text: RECORD_JTI_SQL },
    recordJtiValues(assertion),
  );
  if (rows.length === 0) throw replayedAssertion();
  if (limit) countAsClient(limit, assertion.client.id);
  await pruneExpiredJtisSometimes();
}

export function replayedAssertion(): OAuthError {
  return new OAuthError('invalid_client', 'client_assertion jti was already used');
}

export async function pruneExpiredJtisSometimes(): Promise<void> {
  if (Math.random() >= PRUNE_PROBABILITY) return;
  await getDb().usedClientAssertion.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}
