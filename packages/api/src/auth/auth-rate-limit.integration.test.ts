import { describe, expect, it } from 'vitest';
import { serveForThisFile } from '../../test/serve-for-this-file';
import { handleRestRequest, httpRoutes } from '../http-routes';
import { CLIENT_IP_HEADER } from './client-ip';

// Set before anything reads the environment in this file (getEnv caches it).
process.env['AUTH_REQUESTS_PER_IP_PER_MINUTE'] = '3';

const CHALLENGE = 'a'.repeat(43);
const LOGIN_INFO = `/api/auth/login/info?login_challenge=${CHALLENGE}`;

const server = await serveForThisFile();

/** As the HTTP server hands a request to the app, once it has found the client's address. */
function loginInfoFrom(clientIp: string) {
  return handleRestRequest(
    new Request(`http://localhost:3000${LOGIN_INFO}`, {
      headers: { [CLIENT_IP_HEADER]: clientIp },
    }),
  );
}

describe('per client IP limit on the authentication endpoints', () => {
  it('answers 429 with Retry-After past the limit, per address', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await loginInfoFrom('198.51.100.1')).status).toBe(404);
    }
    const limited = await loginInfoFrom('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      code: 'too_many_requests',
      details: { client_ip: 'too_many_requests' },
    });

    expect((await loginInfoFrom('198.51.100.2')).status).toBe(404);
  });

  it('cannot be escaped by sending a new X-Forwarded-For (or the internal header) each time', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${server.origin}${LOGIN_INFO}`, {
        headers: {
          'x-forwarded-for': `203.0.113.${attempt}`,
          'x-real-ip': `203.0.113.${attempt + 100}`,
          [CLIENT_IP_HEADER]: `203.0.113.${attempt + 200}`,
        },
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });

  it("counts the link page's public box info too (GET /key-shares/{hash}/box)", async () => {
    const boxInfo = () =>
      handleRestRequest(
        new Request(`http://localhost:3000/api/key-shares/${'A'.repeat(86)}/box`, {
          headers: { [CLIENT_IP_HEADER]: '198.51.100.4' },
        }),
      );
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await boxInfo()).status).toBe(404);
    const limited = await boxInfo();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({
      code: 'too_many_requests',
      origin: 'headers',
      desc: expect.any(String) as string,
      details: { client_ip: 'too_many_requests' },
    });
  });

  it('counts the token endpoint too', async () => {
    const token = () =>
      httpRoutes['/oauth2/token'].POST(
        new Request('http://localhost:3000/oauth2/token', {
          method: 'POST',
          headers: {
            [CLIENT_IP_HEADER]: '198.51.100.3',
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
