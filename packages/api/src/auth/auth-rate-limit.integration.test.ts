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
process.env['CLIENT_REQUESTS_PER_MINUTE'] = '3';

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

  it('counts the token endpoint’s requests whose client did not authenticate', async () => {
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

/** The client's window ends: its budget is whole again (time passes through the table). */
async function newWindowFor(client: RelyingParty) {
  await getDb()
    .$executeRaw`DELETE FROM "AuthRequestLimit" WHERE "key" = ${`client:${client.clientId}`}`;
}

// A relying party's or an organization's server sends every exchange from one address: once
// its assertion is verified, a request counts in the client's budget (CLIENT_REQUESTS_PER_MINUTE),
// in the statement that records the assertion (packages/domain/src/rate-limit/limit-in-statement.ts).
describe('the token endpoint, counted per client once it authenticated', () => {
  it('client_credentials: the client’s budget, not its address’s; a refused request stores nothing', async () => {
    const organization = await createOrganization();
    const machine = await createRelyingParty(server.origin, {
      grantTypes: ['client_credentials'],
      organizationId: organization.id,
    });
    const grant = async () =>
      authenticated(await assertionOf(machine), { grant_type: 'client_credentials' });
    const address = '198.51.100.5';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await tokenFrom(address, await grant())).status).toBe(200);
    }
    // The address's own budget (3) is untouched: a person behind it still signs in.
    expect((await loginInfoFrom(address)).status).toBe(404);
    const refusedForm = await grant();
    const refused = await tokenFrom(address, refusedForm);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await refused.json()).toMatchObject({ error: 'temporarily_unavailable' });
    expect(await getDb().accessToken.count({ where: { clientId: machine.clientId } })).toBe(3);
    // Another address is the same client: refused all the same.
    expect((await tokenFrom('198.51.100.6', await grant())).status).toBe(429);
    // Its assertion was not spent: in the client's next window it gets a token.
    await newWindowFor(machine);
    expect((await tokenFrom(address, refusedForm)).status).toBe(200);
  });

  it('a replayed assertion counts in the replayer’s address, never in the client’s', async () => {
    const organization = await createOrganization();
    const machine = await createRelyingParty(server.origin, {
      grantTypes: ['client_credentials'],
      organizationId: organization.id,
    });
    const leaked = authenticated(await assertionOf(machine), { grant_type: 'client_credentials' });
    expect((await tokenFrom('198.51.100.11', leaked)).status).toBe(200);
    const replays = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      replays.push((await tokenFrom('198.51.100.12', leaked)).status);
    }
    expect(replays).toEqual([401, 401, 401, 429]);
    // The client spent one request of its three: its own next two still get tokens.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const form = authenticated(await assertionOf(machine), { grant_type: 'client_credentials' });
      expect((await tokenFrom('198.51.100.11', form)).status).toBe(200);
    }
  });

  it('one new assertion sent twice at once: one token, the other refused as a replay', async () => {
    const organization = await createOrganization();
    const machine = await createRelyingParty(server.origin, {
      grantTypes: ['client_credentials'],
      organizationId: organization.id,
    });
    const form = authenticated(await assertionOf(machine), { grant_type: 'client_credentials' });
    const statuses = await Promise.all(
      ['198.51.100.14', '198.51.100.15'].map(
        async (address) => (await tokenFrom(address, form)).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 401]);
    expect(await getDb().accessToken.count({ where: { clientId: machine.clientId } })).toBe(1);
  });

  it('clients behind one address each have their own budget', async () => {
    const organization = await createOrganization();
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        createRelyingParty(server.origin, {
          grantTypes: ['client_credentials'],
          organizationId: organization.id,
        }),
      ),
    );
    const address = '198.51.100.9';
    for (const client of [first!, second!]) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const form = authenticated(await assertionOf(client), { grant_type: 'client_credentials' });
        expect((await tokenFrom(address, form)).status).toBe(200);
      }
    }
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
      return authenticated(await assertionOf(relyingParty), {
        grant_type: 'authorization_code',
        code,
        redirect_uri: relyingParty.redirectUri,
      });
    };
    const address = '198.51.100.7';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await tokenFrom(address, await exchange())).status).toBe(200);
    }
    const form = await exchange();
    expect((await tokenFrom(address, form)).status).toBe(429);
    const unspent = { clientId: relyingParty.clientId, usedAt: null };
    expect(await getDb().authorizationCode.count({ where: unspent })).toBe(1);
    await newWindowFor(relyingParty);
    expect((await tokenFrom(address, form)).status).toBe(200);
    expect(await getDb().authorizationCode.count({ where: unspent })).toBe(0);
  });

  it('an exchange refused in its statement (an unknown code) counts once, in the client’s budget', async () => {
    const relyingParty = await createRelyingParty(server.origin);
    const address = '198.51.100.13';
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const form = authenticated(await assertionOf(relyingParty), {
        grant_type: 'authorization_code',
        code: `unknown-${attempt}`,
        redirect_uri: relyingParty.redirectUri,
      });
      statuses.push((await tokenFrom(address, form)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await loginInfoFrom(address)).status).toBe(404);
  });

  it('/oauth2/par counts the same way: per client once it authenticated, per address before', async () => {
    const relyingParty = await createRelyingParty(server.origin);
    const parFrom = async (clientIp: string, assertion: string) =>
      httpRoutes['/oauth2/par'].POST(
        new Request('http://localhost:3000/oauth2/par', {
          method: 'POST',
          headers: {
            [CLIENT_IP_HEADER]: clientIp,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams(
            authenticated(assertion, {
              client_id: relyingParty.clientId,
              redirect_uri: relyingParty.redirectUri,
              response_type: 'code',
              scope: 'openid',
              code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
              code_challenge_method: 'S256',
            }),
          ),
        }),
      );
    const address = '198.51.100.10';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await parFrom(address, await assertionOf(relyingParty))).status).toBe(201);
    }
    expect((await parFrom(address, await assertionOf(relyingParty))).status).toBe(429);
    // The address's budget is whole: three unauthenticated requests are refused as such, the
    // fourth as too many.
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await parFrom(address, 'not-a-jwt')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
