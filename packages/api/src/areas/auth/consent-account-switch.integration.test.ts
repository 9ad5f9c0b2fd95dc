/**
 * "Not you? Use another account" on the consent page (docs/oidc.md#consent): the session
 * ends, and the same authorization request (same state, same PKCE) completes for whoever
 * signs in next.
 */
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity, createProviderSessionFor } from '@coffer/domain/test-factories';
import { authorizationRequest, createRelyingParty } from '../../../test/register-relying-party';
import { serveForThisFile } from '../../../test/serve-for-this-file';
import { browserWithProviderSession, TestBrowser } from '../../../test/test-browser';

const server = await serveForThisFile();
const rp = await createRelyingParty(server.origin);

function api(path: string) {
  return `${server.origin}/api${path}`;
}

/** A browser signed in as someone, at the consent page of a request asking for `tos`. */
async function atConsentPage() {
  const { browser, identityId } = await browserWithProviderSession();
  const request = await authorizationRequest(rp, { scope: 'openid tos', acr_values: '1' });
  const consent = new URL((await browser.follow(request.url)).location ?? '');
  expect(consent.pathname).toBe('/consent');
  const consentChallenge = consent.searchParams.get('consent_challenge') ?? '';
  return { browser, identityId, request, consentChallenge };
}

function switchAccount(browser: TestBrowser, consentChallenge: string) {
  return browser.json('POST', api('/auth/consent/account-switch'), {
    consent_challenge: consentChallenge,
  });
}

describe('POST /auth/consent/account-switch', () => {
  it('ends the session, and the same request completes for another account', async () => {
    const { browser, identityId, request, consentChallenge } = await atConsentPage();
    expect(browser.cookies.has('coffer_session')).toBe(true);
    const switched = await switchAccount(browser, consentChallenge);
    expect(switched.status).toBe(200);

    // Signed out: the cookie is cleared and the session ended.
    expect(browser.cookies.has('coffer_session')).toBe(false);
    const ended = await getDb().providerSession.findFirstOrThrow({ where: { identityId } });
    expect(ended.revokedAt).not.toBeNull();
    // The request the person left cannot be consented to any more.
    const stale = await browser.json(
      'GET',
      api(`/auth/consent/info?consent_challenge=${consentChallenge}`),
    );
    expect(stale.status).toBe(404);

    // The same request starts again at the sign-in page, without the old login hint.
    const restart = new URL(String(switched.body['redirect_to']));
    expect(restart.pathname).toBe('/oauth2/auth');
    expect(restart.searchParams.get('state')).toBe(request.state);
    expect(restart.searchParams.has('login_hint')).toBe(false);
    expect(restart.searchParams.get('acr_values')).toBe('1');
    const login = new URL((await browser.follow(restart)).location ?? '');
    expect(login.pathname).toBe('/login');

    // Someone else signs in in this browser (as a completed login leaves it) and agrees.
    const other = await createIdentity();
    browser.cookies.set(
      'coffer_session',
      await createProviderSessionFor({
        identityId: other.id,
        acr: 1,
        amr: ['identity:emailed_code'],
      }),
    );
    const consent = new URL((await browser.follow(restart)).location ?? '');
    expect(consent.pathname).toBe('/consent');
    const given = await browser.json('POST', api('/auth/consent'), {
      consent_challenge: consent.searchParams.get('consent_challenge'),
      identity_id: other.id,
      consented_scopes: ['tos'],
    });
    expect(given.status).toBe(200);
    const callback = new URL(
      (await browser.follow(String(given.body['redirect_to']))).location ?? '',
    );
    const tokens = await oidc.authorizationCodeGrant(rp.config, callback, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
    });
    expect(tokens.claims()?.sub).toBe(other.id);
  });

  it('403 from another browser, which changes nothing', async () => {
    const { identityId, consentChallenge } = await atConsentPage();
    const stranger = new TestBrowser();
    const refused = await switchAccount(stranger, consentChallenge);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ details: { consent_challenge: 'forbidden' } });
    const session = await getDb().providerSession.findFirstOrThrow({ where: { identityId } });
    expect(session.revokedAt).toBeNull();
  });

  it('404 for an unknown challenge', async () => {
    const { browser } = await atConsentPage();
    const refused = await switchAccount(browser, 'A'.repeat(43));
    expect(refused.status).toBe(404);
  });
});
