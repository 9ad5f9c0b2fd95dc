import { isDatabaseUnavailable } from '@coffer/db';
import { getEnv } from '@coffer/env';
import {
  AUTH_LIMIT_KEY_PREFIX,
  AUTH_LIMIT_WINDOW_SECONDS,
  limitAuthRequests,
  tooManyAuthRequests,
} from './limit-auth-requests';

/**
 * The per-address limit of a request whose own statement consumes it: the token endpoint's
 * exchanges count the request in the statement that records their assertion, one round trip
 * instead of two (packages/bench/README.md). `consumed` says whether that statement ran: a
 * request refused before it is counted on its own (countUnconsumedLimit), so every request
 * counts once whatever its answer. Null where no address sends the request (the own client's
 * exchange, made in process by /auth/callback).
 */
export type LimitInStatement = { clientIp: string; consumed: boolean };

export function limitInStatement(clientIp: string): LimitInStatement {
  return { clientIp, consumed: false };
}

/**
 * The CTE body that counts the request, on the row rate-limiter-flexible's PostgreSQL store
 * keeps (limit-auth-requests.ts: key `ip:<address>`, a window of 60 s from the first request
 * after the last one expired, `expire` in ms), so that both ways share one budget. Answers
 * `admitted` (within the limit) and `expire`; no row when the key is null (no limit). Its
 * four parameters start at $`first` (limitValues).
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
  return [
    `${AUTH_LIMIT_KEY_PREFIX}:${limit.clientIp}`,
    nowMs + AUTH_LIMIT_WINDOW_SECONDS * 1000,
    nowMs,
    getEnv().auth.requestsPerIpPerMinute,
  ];
}

/**
 * After the statement: the request is counted; beyond the limit, 429 as limitAuthRequests
 * answers it. `limitExpire` is the window's end (int8, as text), null without a limit.
 */
export function checkLimitRow(
  limit: LimitInStatement | null,
  row: { admitted: boolean; limitExpire: string | null },
  nowMs: number,
): void {
  if (limit) limit.consumed = true;
  if (!row.admitted) throw tooManyAuthRequests(Number(row.limitExpire) - nowMs);
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
  if (limit.consumed || isDatabaseUnavailable(refusal)) return;
  limit.consumed = true;
  await limitAuthRequests({ clientIp: limit.clientIp });
}
