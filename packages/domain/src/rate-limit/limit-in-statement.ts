import { isDatabaseUnavailable } from '@coffer/db';
import { getEnv } from '@coffer/env';
import {
  AUTH_LIMIT_KEY_PREFIX,
  AUTH_LIMIT_WINDOW_SECONDS,
  limitAuthRequests,
  tooManyAuthRequests,
} from './limit-auth-requests';
import {
  CLIENT_LIMIT_KEY_PREFIX,
  limitClientRequests,
  tooManyClientRequests,
} from './limit-client-requests';

/**
 * The rate limit of a request to /oauth2/token or /oauth2/par, counted once whatever its
 * answer: in the budget of its address until its client authenticates (`clientId`), then in
 * the client's. The token endpoint's exchanges count it in the statement that records their
 * assertion, one round trip instead of two (packages/bench/README.md); `consumed` says whether
 * that statement ran, and a request refused before it is counted on its own
 * (countUnconsumedLimit). Null where no address sends the request (the own client's
 * exchange, made in process by /auth/callback).
 */
export type LimitInStatement = { clientIp: string; clientId: string | null; consumed: boolean };

export function limitInStatement(clientIp: string): LimitInStatement {
  return { clientIp, clientId: null, consumed: false };
}

/** From now on the request counts in this client's budget: its assertion was verified. */
export function countAsClient(limit: LimitInStatement, clientId: string): void {
  limit.clientId = clientId;
}

/**
 * The CTE body that counts the request, on the row rate-limiter-flexible's PostgreSQL store
 * keeps (limit-auth-requests.ts: key `ip:<address>` or `client:<client id>`, a window of 60 s
 * from the first request after the last one expired, `expire` in ms), so that both ways share
 * one budget. Answers `admitted` (within the limit) and `expire`; no row when the key is null
 * (no limit). Its four parameters start at $`first` (limitValues).
 */
export function consumeLimitSql(first: number): string {
  const [key, expireAt, now, points] = [first, first + 1, first + 2, first + 3];
  return `
    INSERT INTO "AuthRequestLimit" ("key", "points", "expire")
    SELECT $${key}::varchar, 1, $${expireAt}::bigint WHERE $${key}::varchar IS NOT NULL
    ON CONFLICT ("key") DO UPDATE SET
      "points" = CASE WHEN "AuthRequestLimit"."expire" <= $${now}::bigint THEN 1
                      ELSE "AuthRequestLimit"."points" + 1 END,
      "expire" = CASE WHEN "AuthRequestLimit"."expire" <= $${now}::bigint THEN $${expireAt}::bigint
                      ELSE "AuthRequestLimit"."expire" END
    RETURNING "points" <= $${points}::integer AS "admitted", "expire"`;
}

export function limitValues(limit: LimitInStatement | null, nowMs: number): unknown[] {
  if (!limit) return [null, null, null, null];
  const { auth } = getEnv();
  const [key, points] =
    limit.clientId === null
      ? [`${AUTH_LIMIT_KEY_PREFIX}:${limit.clientIp}`, auth.requestsPerIpPerMinute]
      : [`${CLIENT_LIMIT_KEY_PREFIX}:${limit.clientId}`, auth.requestsPerClientPerMinute];
  return [key, nowMs + AUTH_LIMIT_WINDOW_SECONDS * 1000, nowMs, points];
}

/**
 * After the statement: the request is counted; beyond the limit, 429 as limitAuthRequests
 * (or limitClientRequests) answers it. `limitExpire` is the window's end (int8, as text), null
 * without a limit.
 */
export function checkLimitRow(
  limit: LimitInStatement | null,
  row: { admitted: boolean; limitExpire: string | null },
  nowMs: number,
): void {
  if (!limit) return;
  limit.consumed = true;
  if (row.admitted) return;
  const msBeforeNext = Number(row.limitExpire) - nowMs;
  throw limit.clientId === null
    ? tooManyAuthRequests(msBeforeNext)
    : tooManyClientRequests(msBeforeNext);
}

/** Counts the request now, in its address's or its client's budget: 429 beyond it. */
export async function countLimit(limit: LimitInStatement): Promise<void> {
  if (limit.consumed) return;
  limit.consumed = true;
  if (limit.clientId === null) await limitAuthRequests({ clientIp: limit.clientIp });
  else await limitClientRequests({ clientId: limit.clientId });
}

/**
 * A request refused before its statement ran (for `refusal`) is counted now, once: 429 beyond
 * the limit. Not when the database was out of reach: the count could only wait for it again,
 * and the answer is a 503 anyway.
 */
export async function countUnconsumedLimit(
  limit: LimitInStatement,
  refusal: unknown,
): Promise<void> {
  if (isDatabaseUnavailable(refusal)) return;
  await countLimit(limit);
}
