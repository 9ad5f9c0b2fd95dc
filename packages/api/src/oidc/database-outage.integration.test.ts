/**
 * The database goes away under a running Coffer (a TCP proxy in front of the real
 * PostgreSQL is cut): the protocol endpoints answer 503 with Retry-After in their own shape,
 * never an empty 500, and recover when it is back.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { serveForThisFile } from '../../test/serve-for-this-file';
import { TcpProxy } from '../../test/tcp-proxy';

// Before anything reads the environment: Coffer reaches its database through the proxy.
const direct = new URL(process.env['DATABASE_URL'] ?? '');
const proxy = new TcpProxy(direct.hostname, Number(direct.port));
await proxy.start();
process.env['DATABASE_URL'] = Object.assign(new URL(direct), { port: String(proxy.port) }).href;

const server = await serveForThisFile();

afterAll(async () => {
  // Before the server closes (hooks run last registered first): its pool may reconnect.
  await proxy.start();
});

/** A well-formed assertion of a client never looked up before: its lookup needs the database. */
function tokenRequest() {
  const clientId = randomUUID();
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return fetch(`${server.origin}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: `${part({ alg: 'ES256' })}.${part({ iss: clientId, sub: clientId })}.c2ln`,
    }),
  });
}

describe('while the database is unreachable', () => {
  it('the token endpoint answers 503 JSON with Retry-After, then recovers', async () => {
    expect((await tokenRequest()).status).toBe(401);
    await proxy.cut();

    const token = await tokenRequest();
    expect(token.status).toBe(503);
    expect(token.headers.get('content-type')).toBe('application/json');
    expect(token.headers.get('retry-after')).toBe('5');
    expect(token.headers.get('cache-control')).toBe('no-store');
    expect(await token.json()).toEqual({
      error: 'temporarily_unavailable',
      error_description: expect.stringContaining('database'),
    });

    const authorize = await fetch(
      `${server.origin}/oauth2/auth?client_id=x&redirect_uri=https%3A%2F%2Fa.example%2F`,
    );
    expect(authorize.status).toBe(503);
    expect(authorize.headers.get('content-type')).toContain('text/html');
    expect(authorize.headers.get('retry-after')).toBe('5');

    const rest = await fetch(
      `${server.origin}/api/auth/login/info?login_challenge=${'a'.repeat(43)}`,
    );
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('5');
    expect(await rest.json()).toMatchObject({ code: 'service_unavailable' });

    await proxy.start();
    expect((await tokenRequest()).status).toBe(401);
  });
});
