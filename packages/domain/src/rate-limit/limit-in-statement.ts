import { isDatabaseUnavailable } from '@coffer/db';
import {
  BUDGET_WINDOW_SECONDS,
  budgetKey,
  budgetPerMinute,
  consumeBudget,
  tooManyRequests,
} from './request-budgets';

/**
 * The rate limit of a request to /oauth2/token or /oauth2/par, counted once whatever its
 * answer: in the budget of its address, or in its client's once the client's assertion is
 * verified and its jti recorded as new (`clientId`). A leaked assertion replayed thus counts in
 * the replayer's address, never in the client's. The token endpoint's exchanges count the
 * request in the statement that records their assertion, one round trip instead of two
 * (packages/bench/README.md), and it picks the budget there; `consumed` says whether that
 * statement ran, and a request refused before it is counted on its own (withRequestLimit).
 * Null where no address sends the request (the own client's exchange, made in process by
 * /auth/callback).
 */
export type LimitInStatement = { clientIp: string; clientId: string | null; consumed: boolean };

/** From now on the request counts in this client's budget: its assertion's jti was new. */
export function countAsClient(limit: LimitInStatement, clientId: string): void {
  limit.clientId = clientId;
}

/**
 * The CTE body that counts the request, on the row rate-limiter-flexible's PostgreSQL store
 * keeps (request-budgets.ts: key `ip:<address>` or `client:<id>`, a window of 60 s from the
 * first request after the last one expired, `expire` in ms), so that
 * both ways share one budget: the client's when `perClient` (an SQL boolean) holds, else the
 * address's. Answers the row's `points`, `expire` and whether they are within the budget
 * (`admitted`); no row when the keys are null (no limit). Its six parameters start at
 * $`first` (limitValues).
 */
export function consumeLimitSql(first: number, perClient: string): string {
  const [addressKey, clientKey, expireAt, now, addressPoints, clientPoints] = [
    0, 1, 2, 3, 4, 5,
  ].map((offset) => `$${first + offset}`);
  return `
    INSERT INTO "AuthRequestLimit" ("key", "points", "expire")
    SELECT "key", 1, ${expireAt}::bigint
    FROM (SELECT CASE WHEN ${perClient} THEN ${clientKey}::varchar ELSE ${addressKey}::varchar END
          AS "key") AS "chosen"
    WHERE "key" IS NOT NULL
    ON CONFLICT ("key") DO UPDATE SET
      "points" = CASE WHEN "AuthRequestLimit"."expire" <= ${now}::bigint THEN 1
                      ELSE "AuthRequestLimit"."points" + 1 END,
      "expire" = CASE WHEN "AuthRequestLimit"."expire" <= ${now}::bigint THEN ${expireAt}::bigint
                      ELSE "AuthRequestLimit"."expire" END
    RETURNING "points" <= CASE WHEN ${perClient} THEN ${clientPoints}::integer
                               ELSE ${addressPoints}::integer END AS "admitted", "expire"`;
}

/** The six parameters of consumeLimitSql for a request of `clientId` (nulls: no limit). */
export function limitValues(
  limit: LimitInStatement | null,
  clientId: string,
  nowMs: number,
): unknown[] {
  if (!limit) return [null, null, null, null, null, null];
  return [
    budgetKey('address', limit.clientIp),
    budgetKey('client', clientId),
    nowMs + BUDGET_WINDOW_SECONDS * 1000,
    nowMs,
    budgetPerMinute('address'),
    budgetPerMinute('client'),
  ];
}

/**
 * After the statement: the request is counted, in its client's budget when `perClient`;
 * beyond it, 429 as consumeBudget answers it. `limitExpire` is
 * the window's end (int8, as text), null without a limit.
 */
export function checkLimitRow(
  limit: LimitInStatement | null,
  row: { admitted: boolean; limitExpire: string | null; perClient: boolean },
  nowMs: number,
): void {
  if (!limit) return;
  limit.consumed = true;
  if (row.admitted) return;
  const msBeforeNext = Number(row.limitExpire) - nowMs;
  throw tooManyRequests(row.perClient ? 'client' : 'address', msBeforeNext);
}

/** Counts the request now, in its address's or its client's budget: 429 beyond it. */
export async function countLimit(limit: LimitInStatement): Promise<void> {
  if (limit.consumed) return;
  limit.consumed = true;
  if (limit.clientId === null) await consumeBudget('address', limit.clientIp);
  else await consumeBudget('client', limit.clientId);
}

/**
 * Runs a request of `clientIp` under its limit, counted once whatever its answer: `answer`
 * counts it itself when it gets that far (in its statement, or countLimit), and a request
 * refused before is counted on its way out, 429 beyond the limit. Not when the database was
 * out of reach: the count could only wait for it again, and the answer is a 503 anyway.
 */
export async function withRequestLimit<T>(
  clientIp: string,
  answer: (limit: LimitInStatement) => Promise<T>,
): Promise<T> {
  const limit: LimitInStatement = { clientIp, clientId: null, consumed: false };
  try {
    return await answer(limit);
  } catch (refusal) {
    if (!isDatabaseUnavailable(refusal)) await countLimit(limit);
    throw refusal;
  }
}
