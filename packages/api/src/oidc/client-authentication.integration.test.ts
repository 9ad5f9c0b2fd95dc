import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import * as oidc from 'openid-client';
import { describe, expect, it, vi } from 'vitest';
import { getDb, getPool } from '@coffer/db';
import { listenToSharedCacheChanges } from '@coffer/domain/oidc';
import { createOrganization } from '@coffer/domain/test-factories';
import { authenticateCaller } from '../auth/authenticate-caller';
import { createRelyingParty } from '../../test/register-relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';

const server = await serveForThisFile();
const tokenEndpoint = `${server.origin}/oauth2/token`;
const organization = await createOrganization();
const machine = await createRelyingParty(server.origin, {
  grantTypes: ['client_credentials'],
  organizationId: organization.id,
});

type Claims = {
  iss?: string;
  sub?: string;
  aud?: string | string[];
  exp?: number;
  jti?: string | null;
};

async function assertion(
  claims: Claims = {},
  key: CryptoKey = machine.privateKey,
  alg = 'ES256',
  kid = machine.kid,
) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg, kid })
    .setIssuer(claims.iss ?? machine.clientId)
    .setSubject(claims.sub ?? machine.clientId)
    .setAudience(claims.aud ?? tokenEndpoint)
    .setIssuedAt(now)
    .setExpirationTime(claims.exp ?? now + 60);
  if (claims.jti !== null) jwt.setJti(claims.jti ?? randomUUID());
  return jwt.sign(key);
}

async function requestToken(form: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form),
  });
  return {
    status: response.status,
    challenge: response.headers.get('www-authenticate'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

function machineTokenCount(): Promise<number> {
  return getDb().accessToken.count({ where: { clientId: machine.clientId } });
}

function clientCredentials(clientAssertion: string) {
  return requestToken({
    grant_type: 'client_credentials',
    client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: clientAssertion,
  });
}

describe('client_credentials with private_key_jwt (openid-client)', () => {
  it('gives an organization token: sub = organization, acr 2, Bearer only', async () => {
    const tokens = await oidc.clientCredentialsGrant(machine.config);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.id_token).toBeUndefined();
    const caller = await authenticateCaller({ kind: 'bearer', token: tokens.access_token });
    expect(caller).toMatchObject({ kind: 'organization', acr: 2, clientId: machine.clientId });
    await expect(
      authenticateCaller({
        kind: 'session',
        token: tokens.access_token,
        tokenType: undefined,
        csrfToken: 'x',
      }),
    ).rejects.toMatchObject({
      code: 'unauthorized',
    });
  });

  it('refuses a DPoP proof: /api takes an organization token as Bearer only', async () => {
    const dpop = oidc.getDPoPHandle(machine.config, await oidc.randomDPoPKeyPair('ES256'));
    await expect(
      oidc.clientCredentialsGrant(machine.config, {}, { DPoP: dpop }),
    ).rejects.toMatchObject({ error: 'invalid_dpop_proof' });
  });

  it("answers the organization's id as sub at userinfo, so a client learns whom it acts for", async () => {
    const tokens = await oidc.clientCredentialsGrant(machine.config);
    const response = await fetch(`${server.origin}/oauth2/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sub: organization.id });
  });

  it('takes one statement: the rate limit, the jti and the token together', async () => {
    // The client is read once, then kept in the process's cache while it hears the database's
    // notices of changes (docs/operations.md, "Caches").
    await listenToSharedCacheChanges();
    expect((await clientCredentials(await assertion())).status).toBe(200);
    const signed = await assertion();
    let taken = 0;
    const count = () => {
      taken += 1;
    };
    // Not one of the 1 % of requests that also prune expired jtis.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    getPool().on('acquire', count);
    try {
      expect((await clientCredentials(signed)).status).toBe(200);
    } finally {
      getPool().off('acquire', count);
      random.mockRestore();
    }
    // Was 2: the per-address limit is now counted by the token's own statement.
    expect(taken).toBe(1);
  });

  it('accepts the issuer as audience too', async () => {
    const { status } = await clientCredentials(await assertion({ aud: server.origin }));
    expect(status).toBe(200);
  });
});

describe('every client-assertion defect is invalid_client (401)', () => {
  const cases: [string, () => Promise<Record<string, string>>, Record<string, string>?][] = [
    [
      'missing assertion',
      async () => ({ grant_type: 'client_credentials', client_id: machine.clientId }),
    ],
    [
      'expired',
      async () => ({
        client_assertion: await assertion({ exp: Math.floor(Date.now() / 1000) - 120 }),
      }),
    ],
    [
      'exp more than 5 minutes ahead',
      async () => ({
        client_assertion: await assertion({ exp: Math.floor(Date.now() / 1000) + 3600 }),
      }),
    ],
    ['wrong iss', async () => ({ client_assertion: await assertion({ iss: 'someone-else' }) })],
    ['wrong sub', async () => ({ client_assertion: await assertion({ sub: 'someone-else' }) })],
    [
      'wrong aud',
      async () => ({
        client_assertion: await assertion({ aud: 'https://elsewhere.example/token' }),
      }),
    ],
    ['no jti', async () => ({ client_assertion: await assertion({ jti: null }) })],
    [
      'unknown key',
      async () => {
        const stranger = await generateKeyPair('ES256');
        return { client_assertion: await assertion({}, stranger.privateKey) };
      },
    ],
    [
      'HS256 (symmetric) signature',
      async () => ({
        client_assertion: await new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(machine.clientId)
          .setSubject(machine.clientId)
          .setAudience(tokenEndpoint)
          .setJti(randomUUID())
          .setExpirationTime('1m')
          .sign(new TextEncoder().encode('a shared secret of thirty-two bytes!')),
      }),
    ],
    [
      'client_id that is not the assertion iss',
      async () => ({ client_assertion: await assertion(), client_id: 'other' }),
    ],
    [
      'client_secret_basic',
      async () => ({ client_assertion: await assertion() }),
      { authorization: `Basic ${btoa('a:b')}` },
    ],
    [
      'another HTTP authentication scheme',
      async () => ({ client_assertion: await assertion() }),
      { authorization: 'Bearer some-token' },
    ],
  ];

  it.each(cases)('%s, challenged as RFC 6749 §5.2 asks', async (_name, makeForm, headers) => {
    const form = {
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      ...(await makeForm()),
    };
    const { status, body, challenge } = await requestToken(form, headers);
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: 'invalid_client', error_description: expect.any(String) });
    // The scheme the client tried in its Authorization header, else Basic.
    const scheme = headers?.['authorization']?.split(' ')[0] ?? 'Basic';
    expect(challenge).toBe(`${scheme} realm="${server.origin}"`);
  });

  it('client_secret_basic from a real client library: it reads the Basic challenge', async () => {
    const basic = new oidc.Configuration(
      machine.config.serverMetadata(),
      machine.clientId,
      'a secret Coffer never accepts',
      oidc.ClientSecretBasic(),
    );
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http on loopback, tests only
    oidc.allowInsecureRequests(basic);
    const refusal: unknown = await oidc
      .clientCredentialsGrant(basic)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(oidc.WWWAuthenticateChallengeError);
    expect(refusal).toMatchObject({
      status: 401,
      cause: [{ scheme: 'basic', parameters: { realm: server.origin } }],
    });
  });

  it('at the revocation endpoint too (RFC 7009 §2.2.1)', async () => {
    const refusal = await fetch(`${server.origin}/oauth2/revoke`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${btoa('a:b')}`,
      },
      body: new URLSearchParams({ token: 'any' }),
    });
    expect(refusal.status).toBe(401);
    expect(refusal.headers.get('www-authenticate')).toBe(`Basic realm="${server.origin}"`);
  });

  it('a replayed jti, which stores no token', async () => {
    const once = await assertion({ jti: randomUUID() });
    expect((await clientCredentials(once)).status).toBe(200);
    const tokensBefore = await machineTokenCount();
    const replay = await clientCredentials(once);
    expect(replay.status).toBe(401);
    expect(replay.challenge).toBe(`Basic realm="${server.origin}"`);
    expect(replay.body).toMatchObject({
      error: 'invalid_client',
      error_description: expect.stringContaining('jti'),
    });
    expect(await machineTokenCount()).toBe(tokensBefore);
  });
});

describe('grant refusals', () => {
  it('an unknown grant_type', async () => {
    const { status, body } = await requestToken({
      grant_type: 'password',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: await assertion(),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('authorization_code for a machine client', async () => {
    const { status, body } = await requestToken({
      grant_type: 'authorization_code',
      code: 'x',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: await assertion(),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'unauthorized_client' });
  });

  it('client_credentials for a client without that grant; its assertion is spent all the same', async () => {
    const site = await createRelyingParty(server.origin);
    const spent = await assertion(
      { iss: site.clientId, sub: site.clientId },
      site.privateKey,
      'ES256',
      site.kid,
    );
    const refused = await clientCredentials(spent);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'unauthorized_client' });
    expect((await clientCredentials(spent)).body).toMatchObject({ error: 'invalid_client' });
    expect(await getDb().accessToken.count({ where: { clientId: site.clientId } })).toBe(0);
  });

  it('a body that is not a form', async () => {
    const response = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });
});
