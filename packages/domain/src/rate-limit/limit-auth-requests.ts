import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { getEnv } from '@coffer/env';
import { AppError } from '../errors/app-error';

let limiter: RateLimiterMemory | undefined;

/**
 * Per client IP, N authentication requests a minute (docs/authentication.md); beyond: 429 with
 * Retry-After. Kept in memory: one Coffer process, one budget.
 */
export async function limitAuthRequests({ clientIp }: { clientIp: string }): Promise<void> {
  limiter ??= new RateLimiterMemory({
    points: getEnv().auth.requestsPerIpPerMinute,
    duration: 60,
  });
  try {
    await limiter.consume(clientIp);
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result;
    const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    throw new AppError('too_many_requests', {
      origin: 'headers',
      desc: 'too many authentication requests from this address; try again later',
      details: { client_ip: 'too_many_requests' },
      headers: { 'retry-after': String(seconds) },
    });
  }
}
