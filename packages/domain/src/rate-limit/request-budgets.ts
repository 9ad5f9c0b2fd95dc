import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { getPool } from '@coffer/db';
import { getEnv, type Env } from '@coffer/env';
import { AppError, type AppErrorOptions } from '../errors/app-error';

/**
 * Whose requests a row of `AuthRequestLimit` counts (docs/http-api.md, "Rate limits"): a client
 * address's (AUTH_REQUESTS_PER_IP_PER_MINUTE), or an OAuth client's once its assertion proved it
 * (CLIENT_REQUESTS_PER_MINUTE): a relying party's server sends every exchange of its people
 * from one address.
 */
export type Budget = 'address' | 'client';

const BUDGETS: Record<
  Budget,
  { keyPrefix: string; perMinute: (auth: Env['auth']) => number; refusal: AppErrorOptions }
> = {
  address: {
    keyPrefix: 'ip',
    perMinute: (auth) => auth.requestsPerIpPerMinute,
    refusal: {
      origin: 'headers',
      desc: 'too many authentication requests from this address; try again later',
      details: { client_ip: 'too_many_requests' },
    },
  },
  client: {
    keyPrefix: 'client',
    perMinute: (auth) => auth.requestsPerClientPerMinute,
    refusal: {
      origin: 'body',
      desc: 'too many requests from this client; try again later',
      details: { client_id: 'too_many_requests' },
    },
  },
};

/**
 * The window of every budget: rate-limiter-flexible's, and the token endpoint's statement that
 * counts the same rows (limit-in-statement.ts) reads it here.
 */
export const BUDGET_WINDOW_SECONDS = 60;

/** A budget's row key for `owner` (an address or a client id), as rate-limiter-flexible writes it. */
export function budgetKey(budget: Budget, owner: string): string {
  return `${BUDGETS[budget].keyPrefix}:${owner}`;
}

/** Requests a budget allows per window, from the settings. */
export function budgetPerMinute(budget: Budget): number {
  return BUDGETS[budget].perMinute(getEnv().auth);
}

const limiters = new Map<Budget, RateLimiterPostgres>();

/**
 * Counts one request of `owner` in its budget; beyond it, 429 with Retry-After. Counted in
 * PostgreSQL, so every Coffer process on the database shares one budget.
 */
export async function consumeBudget(budget: Budget, owner: string): Promise<void> {
  let limiter = limiters.get(budget);
  if (!limiter) {
    limiter = createBudgetLimiter({
      pool: getPool(),
      budget,
      requestsPerMinute: budgetPerMinute(budget),
    });
    limiters.set(budget, limiter);
  }
  try {
    await limiter.consume(owner);
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result;
    throw tooManyRequests(budget, result.msBeforeNext);
  }
}

/** The answer beyond a budget: 429, with the seconds until its window ends. */
export function tooManyRequests(budget: Budget, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('too_many_requests', {
    ...BUDGETS[budget].refusal,
    headers: { 'retry-after': String(seconds) },
  });
}

/** A budget's limiter on a pool's database; its table is made by a migration, not by the library. */
export function createBudgetLimiter({
  pool,
  budget,
  requestsPerMinute,
}: {
  pool: ReturnType<typeof getPool>;
  budget: Budget;
  requestsPerMinute: number;
}): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'AuthRequestLimit',
    tableCreated: true,
    keyPrefix: BUDGETS[budget].keyPrefix,
    points: requestsPerMinute,
    duration: BUDGET_WINDOW_SECONDS,
  });
}
