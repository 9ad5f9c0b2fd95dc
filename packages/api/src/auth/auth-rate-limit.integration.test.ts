import { describe, expect, it } from 'vitest';
import { handleRestRequest, httpRoutes } from '../http-routes';

// Set before anything reads the environment in this file (getEnv caches it).
process.env['AUTH_REQUESTS_PER_IP_PER_MINUTE'] = '3';

const CHALLENGE = 'a'.repeat(43);

function loginInfo(ip: string) {
  return handleRestRequest(
    new Request(`http://localhost:3000/api/auth/login/info?login_challenge=${CHALLENGE}`, {
      headers: { 'x-forwarded-for': `203.0.113.250, ${ip}` },
    }),
  );
}

describe('per client IP limit on the authentication endpoints', () => {
  it('answers 429 with Retry-After past the limit, per address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await loginInfo('198.51.100.1')).status).toBe(404);
    }
    const limited = await loginInfo('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      code: 'too_many_requests',
      details: { client_ip: 'too_many_requests' },
    });

    expect((await loginInfo('198.51.100.2')).status).toBe(404);
  });

  it('counts the token endpoint too', async () => {
    const token = () =>
      httpRoutes['/oauth2/token'].POST(
        new Request('http://localhost:3000/oauth2/token', {
          method: 'POST',
          headers: {
            'x-forwarded-for': '198.51.100.3',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: 'grant_type=client_credentials',
        }),
      );
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await token()).status).toBe(401);
    const limited = await token();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
