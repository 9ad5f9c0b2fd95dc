import * as oidc from 'openid-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity } from '@coffer/domain/test-factories';
import { authorizationRequest, createRelyingParty } from '../../../test/register-relying-party';
import { serveForThisFile } from '../../../test/serve-for-this-file';
import { browserWithProviderSession, TestBrowser } from '../../../test/test-browser';

let browser: TestBrowser;
let identityId: string;

const server = await serveForThisFile();
const rp = await createRelyingParty(server.origin);

beforeEach(async () => {
  ({ browser, identityId } = await browserWithProviderSession());
});

async function startFlow(scope: string, extra: Record<string, string> = {}) {
  const { url, verifier, state } = await authorizationRequest(rp, { scope, ...extra });
  const { location } = await browser.follow(url);
  return { location: new URL(location ?? ''), verifier, state };
}

function api(path: string) {
  return `${server.origin}/api${path}`;
}

describe('consent to legal scopes', () => {
  it('shows the consent page, requires every legal scope, then gives the code', async () => {
    const flow = await startFlow('openid tos privacy_policy');
    expect(flow.location.pathname).toBe('/consent');
    const consentChallenge = flow.location.searchParams.get('consent_challenge') ?? '';

    const info = await browser.json(
      'GET',
      api(`/auth/consent/info?consent_challenge=${consentChallenge}`),
    );
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      client: { id: rp.clientId, name: 'Test RP' },
      identity: { id: identityId },
      legal_scopes: ['tos', 'privacy_policy'],
    });

    const partial = await browser.json('POST', api('/auth/consent'), {
      consent_challenge: consentChallenge,
      identity_id: identityId,
      consented_scopes: ['tos'],
    });
    expect(partial.status).toBe(403);
    expect(partial.body).toMatchObject({
      code: 'forbidden',
      details: { consented_scopes: 'invalid', requested: 'tos privacy_policy', consented: 'tos' },
    });

    const otherIdentity = await browser.json('POST', api('/auth/consent'), {
      consent_challenge: consentChallenge,
      identity_id: (await createIdentity()).id,
      consented_scopes: ['tos', 'privacy_policy'],
    });
    expect(otherIdentity.status).toBe(403);

    const given = await browser.json('POST', api('/auth/consent'), {
      consent_challenge: consentChallenge,
      identity_id: identityId,
      consented_scopes: ['tos', 'privacy_policy'],
    });
    expect(given.status).toBe(200);
    const resume = await browser.follow(String(given.body['redirect_to']));
    const callback = new URL(resume.location ?? '');
    const tokens = await oidc.authorizationCodeGrant(rp.config, callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
    });
    expect(tokens.claims()?.['sco']).toBe('openid tos privacy_policy');

    // Remembered per identity for this client: the next flow skips the page.
    const next = await startFlow('openid tos');
    expect(next.location.searchParams.get('code')).toBeTruthy();
    const stored = await getDb().consent.findFirstOrThrow({
      where: { identityId, clientId: rp.clientId },
    });
    expect(stored.scopes.sort()).toEqual(['privacy_policy', 'tos']);
  });

  it('prompt=consent shows the page even when consented before', async () => {
    await getDb().consent.create({ data: { identityId, clientId: rp.clientId, scopes: ['tos'] } });
    expect((await startFlow('openid tos')).location.searchParams.get('code')).toBeTruthy();
    expect((await startFlow('openid tos', { prompt: 'consent' })).location.pathname).toBe(
      '/consent',
    );
  });

  it('a refusal sends access_denied to the client, and the challenge is spent', async () => {
    const flow = await startFlow('openid tos');
    const consentChallenge = flow.location.searchParams.get('consent_challenge') ?? '';
    const refused = await browser.json('POST', api('/auth/consent/refusal'), {
      consent_challenge: consentChallenge,
    });
    expect(refused.status).toBe(200);
    const target = new URL(String(refused.body['redirect_to']));
    expect(target.origin + target.pathname).toBe(rp.redirectUri);
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.get('state')).toBe(flow.state);
    expect(target.searchParams.get('iss')).toBe(server.origin);
    const again = await browser.json(
      'GET',
      api(`/auth/consent/info?consent_challenge=${consentChallenge}`),
    );
    expect(again.status).toBe(404);
    expect(await getDb().consent.count({ where: { identityId } })).toBe(0);
  });

  it('the resume link gives its code once, and only to the browser of the session', async () => {
    const flow = await startFlow('openid tos');
    const consentChallenge = flow.location.searchParams.get('consent_challenge') ?? '';
    const given = await browser.json('POST', api('/auth/consent'), {
      consent_challenge: consentChallenge,
      identity_id: identityId,
      consented_scopes: ['tos'],
    });
    const resumeUrl = String(given.body['redirect_to']);
    const stranger = await new TestBrowser().fetch(resumeUrl);
    expect(stranger.status).toBe(400);
    expect((await browser.follow(resumeUrl)).location).toContain('code=');
    expect((await browser.fetch(resumeUrl)).status).toBe(400);
  });
});

describe('login challenge lookups', () => {
  it('404 for an unknown challenge, 410 for an expired one, 400 for a malformed one', async () => {
    expect(
      (await browser.json('GET', api(`/auth/login/info?login_challenge=${'x'.repeat(43)}`))).status,
    ).toBe(404);
    browser.cookies.clear();
    const flow = await startFlow('openid');
    const challenge = flow.location.searchParams.get('login_challenge') ?? '';
    const info = await browser.json('GET', api(`/auth/login/info?login_challenge=${challenge}`));
    expect(info.body).toMatchObject({
      client: { id: rp.clientId },
      scope: ['openid'],
      acr_values: null,
    });
    await getDb().loginChallenge.update({
      where: { id: challenge },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await browser.json('GET', api(`/auth/login/info?login_challenge=${challenge}`));
    expect(expired).toMatchObject({
      status: 410,
      body: { code: 'gone', details: { login_challenge: 'expired' } },
    });
    const malformed = await browser.json('GET', api('/auth/login/info?login_challenge=short'));
    expect(malformed).toMatchObject({
      status: 400,
      body: { origin: 'query', details: { login_challenge: 'malformed' } },
    });
  });
});
