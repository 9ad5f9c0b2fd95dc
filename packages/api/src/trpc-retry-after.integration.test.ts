import { describe, expect, it } from 'vitest';
import { handleTrpcRequest } from './http-routes';

// Set before anything reads the environment in this file (getEnv keeps its first reading).
process.env['AUTH_REQUESTS_PER_IP_PER_MINUTE'] = '2';

describe('/trpc refusals keep their headers', () => {
  it('a 429 carries Retry-After, as on REST (the pages show the wait from it)', async () => {
    const loginInfo = () =>
      handleTrpcRequest(
        new Request(
          `http://localhost:3000/trpc/auth.getLoginInfo?input=${encodeURIComponent(
            JSON.stringify({ login_challenge: 'a'.repeat(43) }),
          )}`,
          { headers: { 'x-coffer-client-ip': '198.51.100.77' } },
        ),
      );
    expect((await loginInfo()).status).toBe(404);
    expect((await loginInfo()).status).toBe(404);
    const limited = await loginInfo();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
  });
});
