import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '@coffer/domain/test-factories';
import { createRelyingParty } from '../../test/register-relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';

const server = await serveForThisFile();
const userinfoUrl = `${server.origin}/oauth2/userinfo`;
const organization = await createOrganization();
const machine = await createRelyingParty(server.origin, {
  grantTypes: ['client_credentials'],
  organizationId: organization.id,
});

let token: string;

beforeAll(async () => {
  token = (await oidc.clientCredentialsGrant(machine.config)).access_token;
});

describe('userinfo answers POST as GET (RFC 6750 §2.1, OIDC Core §5.3.1)', () => {
  it('a POST with only Authorization: Bearer and no body', async () => {
    const response = await fetch(userinfoUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sub: organization.id });
  });

  it('the same POST from a real client library', async () => {
    const response = await oidc.fetchProtectedResource(
      machine.config,
      token,
      new URL(userinfoUrl),
      'POST',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sub: organization.id });
  });

  it('a POST whose body is not a form: only a form body carries a token (RFC 6750 §2.2)', async () => {
    const response = await fetch(userinfoUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: 'ignored' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sub: organization.id });
  });
});

describe('every userinfo refusal carries a Bearer challenge (RFC 6750 §3)', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const cases: [string, number, string, () => RequestInit][] = [
    [
      'a token sent two ways',
      400,
      'invalid_request',
      () => ({
        method: 'POST',
        headers: { ...form, authorization: `Bearer ${token}` },
        body: new URLSearchParams({ access_token: token }),
      }),
    ],
    [
      'an Authorization header that is not Bearer',
      400,
      'invalid_request',
      () => ({ headers: { authorization: `Basic ${token}` } }),
    ],
    [
      'a form parameter given twice',
      400,
      'invalid_request',
      () => ({ method: 'POST', headers: form, body: 'access_token=a&access_token=b' }),
    ],
    [
      'an unknown token',
      401,
      'invalid_token',
      () => ({ headers: { authorization: 'Bearer not-a-token' } }),
    ],
    ['no token at all', 401, 'invalid_token', () => ({ method: 'POST' })],
  ];

  it.each(cases)('%s: %i %s', async (_name, status, error, init) => {
    const response = await fetch(userinfoUrl, init());
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error });
    expect(response.headers.get('www-authenticate')).toBe(`Bearer error="${error}"`);
  });
});
