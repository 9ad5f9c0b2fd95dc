import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { getPool } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { AppError } from '../errors/app-error';
import { createAuthRequestLimiter } from './limit-auth-requests';

/** The key prefix of a client's row in `AuthRequestLimit` (limit-in-statement.ts counts it too). */
export const CLIENT_LIMIT_KEY_PREFIX = 'client';

let limiter: RateLimiterPostgres | undefined;

/**
 * Per authenticated OAuth client, CLIENT_REQUESTS_PER_MINUTE requests a minute to
 * /oauth2/token and /oauth2/par (docs/http-api.md, "Rate limits"): a relying party's or an
 * organization's server sends every one of its people's exchanges from one address, so once
 * its assertion is verified a request counts in its own budget, not its address's. Beyond:
 * 429 with Retry-After. Counted in PostgreSQL, shared by every process.
 */
export async function limitClientRequests({ clientId }: { clientId: string }): Promise<void> {
  limiter ??= createAuthRequestLimiter({
    pool: getPool(),
    requestsPerMinute: getEnv().auth.requestsPerClientPerMinute,
    keyPrefix: CLIENT_LIMIT_KEY_PREFIX,
  });
  try {
    await limiter.consume(clientId);
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result;
    throw tooManyClientRequests(result.msBeforeNext);
  }
}

/** The answer beyond a client's budget: 429, with the seconds until its window ends. */
export function tooManyClientRequests(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('too_many_requests', {
    origin: 'body',
    desc: 'too many requests from this client; try again later',
    details: { client_id: 'too_many_requests' },
    headers: { 'retry-after': String(seconds) },
  });
}
