import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { getPool } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { AppError } from '../errors/app-error';

let limiter: RateLimiterPostgres | undefined;

/**
 * The window and key of the limit's row in `AuthRequestLimit`: rate-limiter-flexible's, and the
 * token endpoint's statement that counts the same row (limit-in-statement.ts) reads them here.
 */
export const AUTH_LIMIT_WINDOW_SECONDS = 60;
export const AUTH_LIMIT_KEY_PREFIX = 'ip';

/**
 * Per client IP, N authentication requests a minute (docs/authentication.md); beyond: 429 with
 * Retry-After. Counted in PostgreSQL, so every Coffer process on the database shares one budget.
 */
export async function limitAuthRequests({ clientIp }: { clientIp: string }): Promise<void> {
  limiter ??= createAuthRequestLimiter({
    pool: getPool(),
    requestsPerMinute: getEnv().auth.requestsPerIpPerMinute,
  });
  try {
    await limiter.consume(clientIp);
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result;
    throw tooManyAuthRequests(result.msBeforeNext);
  }
}

/** The answer beyond the limit: 429, with the seconds until the address's window ends. */
export function tooManyAuthRequests(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('too_many_requests', {
    origin: 'headers',
    desc: 'too many authentication requests from this address; try again later',
    details: { client_ip: 'too_many_requests' },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * The limiter on a pool's database; its table is made by a migration, not by the library.
 * `keyPrefix`: whose budget a key names, a client address's (`ip`, the default) or an OAuth
 * client's (limit-client-requests.ts).
 */
export function createAuthRequestLimiter({
  pool,
  requestsPerMinute,
  keyPrefix = AUTH_LIMIT_KEY_PREFIX,
}: {
  pool: ReturnType<typeof getPool>;
  requestsPerMinute: number;
  keyPrefix?: string;
}): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'AuthRequestLimit',
    tableCreated: true,
    keyPrefix,
    points: requestsPerMinute,
    duration: AUTH_LIMIT_WINDOW_SECONDS,
  });
}
