import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { issueAuthorizationCode } from '@coffer/domain/oidc';
import { createIdentity, createOrganization } from '@coffer/domain/test-factories';
import { createRelyingParty, type RelyingParty } from '../../test/register-relying-party';
import { signClientAssertion } from '../../test/relying-party';
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

/** A token request as the HTTP server hands it on, from `clientIp`. */
function tokenFrom(clientIp: string, form: Record<string, string>) {
  return httpRoutes['/oauth2/token'].POST(
    new Request('http://localhost:3000/oauth2/token', {
      method: 'POST',
      headers: {
        [CLIENT_IP_HEADER]: clientIp,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form),
    }),
  );
}

function assertionOf(client: RelyingParty): Promise<string> {
  return signClientAssertion(client, { clientId: client.clientId, audience: server.origin });
}

function authenticated(clientAssertion: string, form: Record<string, string>) {
  return {
    ...form,
    client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: clientAssertion,
  };
}

// The exchanges count the request in the statement that records their assertion
// (packages/domain/src/rate-limit/limit-in-statement.ts): the same budget, and beyond it
// nothing is spent.
describe('the token endpoint, counted by the grant’s own statement', () => {
  it('client_credentials: one budget with the other endpoints; a refused request stores nothing', async () => {
    const organization = await createOrganization();
    const machine = await createRelyingParty(server.origin, {
      grantTypes: ['client_credentials'],
      organizationId: organization.id,
    });
    const grant = async () =>
      authenticated(await assertionOf(machine), { grant_type: 'client_credentials' });
    const address = '198.51.100.5';
    expect((await loginInfoFrom(address)).status).toBe(404);
    expect((await tokenFrom(address, await grant())).status).toBe(200);
    expect((await tokenFrom(address, await grant())).status).toBe(200);
    const refusedForm = await grant();
    const refused = await tokenFrom(address, refusedForm);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await getDb().accessToken.count({ where: { clientId: machine.clientId } })).toBe(2);
    expect((await loginInfoFrom(address)).status).toBe(429);
    // Its assertion was not spent: from another address it still gets a token.
    expect((await tokenFrom('198.51.100.6', refusedForm)).status).toBe(200);
  });

  it('a code exchange: a refused request leaves its code and its assertion unspent', async () => {
    const relyingParty = await createRelyingParty(server.origin);
    const identity = await createIdentity();
    const exchange = async () => {
      const code = await issueAuthorizationCode({
        clientId: relyingParty.clientId,
        identityId: identity.id,
        sessionId: null,
        redirectUri: relyingParty.redirectUri,
        scopes: ['openid'],
        nonce: null,
        codeChallenge: null,
        acr: 1,
        amr: ['identity:emailed_code'],
        authTime: new Date(),
      });
      const form = authenticated(await assertionOf(relyingParty), {
        grant_type: 'authorization_code',
        code,
        redirect_uri: relyingParty.redirectUri,
      });
      return { form };
    };
    const address = '198.51.100.7';
    expect((await tokenFrom(address, (await exchange()).form)).status).toBe(200);
    expect((await loginInfoFrom(address)).status).toBe(404);
    expect((await loginInfoFrom(address)).status).toBe(404);
    const { form } = await exchange();
    expect((await tokenFrom(address, form)).status).toBe(429);
    const unspent = { clientId: relyingParty.clientId, usedAt: null };
    expect(await getDb().authorizationCode.count({ where: unspent })).toBe(1);
    expect((await tokenFrom('198.51.100.8', form)).status).toBe(200);
    expect(await getDb().authorizationCode.count({ where: unspent })).toBe(0);
  });
});
