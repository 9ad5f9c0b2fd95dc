import { generateKeyPairSync } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { relyingPartyConfig } from '../../../test/relying-party';
import { serveForThisFile } from '../../../test/serve-for-this-file';
import { adminAtAcr1, call, json, setUpOrganization, signedIn } from '../boxes/test/box-api';

type OrganizationClient = {
  client_id: string;
  name: string;
  grant_types: string[];
  created_at: string;
  jwks: { keys: JWK[] };
};

const server = await serveForThisFile();

async function publicJwk(alg: 'ES256' | 'RS256' | 'PS256' | 'EdDSA', kid = `${alg}-key`) {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  return { publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' }, privateKey };
}

const clientsPath = (oid: string) => `/organizations/${oid}/clients`;

describe('POST /organizations/{oid}/clients', () => {
  it('an admin registers a machine client whose tokens act for the organization', async () => {
    const org = await setUpOrganization();
    const { publicJwk: key, privateKey } = await publicJwk('ES256');
    const response = await call('POST', clientsPath(org.organization.id), org.admin.headers(), {
      name: '  Payroll server  ',
      jwks: { keys: [key] },
    });
    expect(response.status).toBe(201);
    const client = await json<OrganizationClient>(response);
    expect(client).toEqual({
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Payroll server',
      grant_types: ['client_credentials'],
      created_at: expect.any(String),
      jwks: { keys: [key] },
    });
    expect(
      await getDb().oAuthClient.findUnique({
        where: { id: client.client_id },
        select: { organizationId: true, isOwn: true, redirectUris: true },
      }),
    ).toEqual({ organizationId: org.organization.id, isOwn: false, redirectUris: [] });

    // The machine signs a client assertion with its private key and gets an organization token.
    const config = await relyingPartyConfig({
      issuer: server.origin,
      clientId: client.client_id,
      key: { kid: key.kid, privateKey },
    });
    const tokens = await oidc.clientCredentialsGrant(config);
    const bearer = new Headers({ authorization: `Bearer ${tokens.access_token}` });
    const organization = await call('GET', `/organizations/${org.organization.id}`, bearer);
    expect(organization.status).toBe(200);
  });

  it('accepts RS256, PS256 and EdDSA keys, several in one set', async () => {
    const org = await setUpOrganization();
    const keys = await Promise.all(
      (['RS256', 'PS256', 'EdDSA'] as const).map(async (alg) => (await publicJwk(alg)).publicJwk),
    );
    const response = await call('POST', clientsPath(org.organization.id), org.admin.headers(), {
      name: 'Archive',
      jwks: { keys },
    });
    expect(response.status).toBe(201);
    expect((await json<OrganizationClient>(response)).jwks.keys).toHaveLength(3);
  });

  it('refuses private, symmetric, unsupported and empty key sets, storing nothing', async () => {
    const org = await setUpOrganization();
    const { privateKey, publicJwk: key } = await publicJwk('ES256');
    const privateJwk = { ...(await exportJWK(privateKey)), kid: 'leaked' };
    const p384 = await generateKeyPair('ES384', { extractable: true });
    const smallRsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      format: 'jwk',
    });
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      format: 'jwk',
    });
    // 1024 bits written with leading zero octets: as long as a 2048-bit modulus.
    const paddedSmallN = Buffer.concat([
      Buffer.alloc(128),
      Buffer.from(smallRsa.n ?? '', 'base64url'),
    ]).toString('base64url');
    const cases: [string, unknown, string][] = [
      ['a private EC key (d)', { keys: [privateJwk] }, 'forbidden'],
      ['a private key after a public one', { keys: [key, privateJwk] }, 'forbidden'],
      ['an HS256 oct key', { keys: [{ kty: 'oct', k: 'c2VjcmV0', alg: 'HS256' }] }, 'forbidden'],
      ['an oct key without k', { keys: [{ kty: 'oct', alg: 'HS256' }] }, 'invalid'],
      ['an empty set', { keys: [] }, 'invalid'],
      ['ES384', { keys: [{ ...(await exportJWK(p384.publicKey)), alg: 'ES384' }] }, 'invalid'],
      ['P-384 claiming ES256', { keys: [{ ...(await exportJWK(p384.publicKey)) }] }, 'invalid'],
      ['an EC key with RS256', { keys: [{ ...key, alg: 'RS256' }] }, 'invalid'],
      ['an encryption key', { keys: [{ ...key, use: 'enc' }] }, 'invalid'],
      ['RSA 1024', { keys: [smallRsa] }, 'invalid'],
      ['RSA 1024 padded to look longer', { keys: [{ ...smallRsa, n: paddedSmallN }] }, 'invalid'],
      ['RSA with e = 1', { keys: [{ ...rsa, e: 'AQ' }] }, 'invalid'],
      ['RSA with e = 3', { keys: [{ ...rsa, e: 'Aw' }] }, 'invalid'],
      ['a point off the curve', { keys: [{ ...key, x: key.y }] }, 'invalid'],
      ['the same kid twice', { keys: [key, key] }, 'invalid'],
    ];
    const before = await getDb().oAuthClient.count();
    for (const [label, jwks, reason] of cases) {
      const response = await call('POST', clientsPath(org.organization.id), org.admin.headers(), {
        name: 'Bad',
        jwks,
      });
      expect({ label, status: response.status }).toEqual({ label, status: 400 });
      expect({ label, body: await response.json() }).toMatchObject({
        label,
        body: { code: 'bad_request', origin: 'body', details: { jwks: reason } },
      });
    }
    for (const body of [
      { name: 'Bad' },
      { name: 'Bad', jwks: 'x' },
      { name: '', jwks: { keys: [key] } },
      { name: 'Bad', jwks: { keys: [key] }, grant_types: ['authorization_code'] },
    ]) {
      expect(
        (await call('POST', clientsPath(org.organization.id), org.admin.headers(), body)).status,
      ).toBe(400);
    }
    expect(await getDb().oAuthClient.count()).toBe(before);
  });

  it('refuses agents, outsiders, other organizations, tokens and acr 1 before reading the keys', async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const { publicJwk: key } = await publicJwk('ES256');
    const path = clientsPath(org.organization.id);
    const outsider = await signedIn();
    const weakAdmin = await adminAtAcr1(org);
    const before = await getDb().oAuthClient.count();
    for (const jwks of [{ keys: [key] }, { keys: [{ kty: 'oct', k: 'c2VjcmV0' }] }]) {
      for (const headers of [org.agent.headers(), outsider.headers(), other.admin.headers()]) {
        const refused = await call('POST', path, headers, { name: 'Machine', jwks });
        expect(refused.status).toBe(403);
        expect(await refused.json()).toMatchObject({
          origin: 'path',
          details: { oid: 'forbidden' },
        });
      }
      const byToken = await call('POST', path, org.token(), { name: 'Machine', jwks });
      expect(byToken.status).toBe(403);
      expect(await byToken.json()).toMatchObject({ details: { authorization: 'forbidden' } });
      const tooLow = await call('POST', path, weakAdmin.headers(), { name: 'Machine', jwks });
      expect(tooLow.status).toBe(403);
      expect(await tooLow.json()).toMatchObject({
        origin: 'acr',
        details: { required_acr: '2' },
      });
    }
    const anonymous = await call('POST', path, new Headers(), {
      name: 'Machine',
      jwks: { keys: [key] },
    });
    expect(anonymous.status).toBe(401);
    expect(await getDb().oAuthClient.count()).toBe(before);
  });
});

describe('GET /organizations/{oid}/clients', () => {
  it('admins and agents list the clients of their organization only, newest first', async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const created: OrganizationClient[] = [];
    for (const name of ['First', 'Second']) {
      const { publicJwk: key } = await publicJwk('ES256');
      const response = await call('POST', clientsPath(org.organization.id), org.admin.headers(), {
        name,
        jwks: { keys: [key] },
      });
      created.push(await json<OrganizationClient>(response));
    }
    const { publicJwk: foreignKey } = await publicJwk('ES256');
    await call('POST', clientsPath(other.organization.id), other.admin.headers(), {
      name: 'Foreign',
      jwks: { keys: [foreignKey] },
    });
    for (const headers of [org.admin.headers(), org.agent.headers()]) {
      const response = await call('GET', clientsPath(org.organization.id), headers);
      expect(response.status).toBe(200);
      const listed = await json<OrganizationClient[]>(response);
      // setUpOrganization's own machine client (its token) is listed too, oldest.
      expect(listed.slice(0, 2)).toEqual([...created].reverse());
      expect(listed.map((client) => client.name)).not.toContain('Foreign');
      expect(listed.every((client) => client.jwks.keys.every((key) => !('d' in key)))).toBe(true);
    }
    const weak = await signedIn({ acr: 1 });
    for (const [headers, status] of [
      [other.admin.headers(), 403],
      [(await signedIn()).headers(), 403],
      [org.token(), 403],
      [weak.headers(), 403],
      [new Headers(), 401],
    ] as const) {
      expect((await call('GET', clientsPath(org.organization.id), headers)).status).toBe(status);
    }
    expect(
      (await call('GET', '/organizations/not-a-uuid/clients', org.admin.headers())).status,
    ).toBe(400);
  });
});
