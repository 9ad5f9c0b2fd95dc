import * as oidc from 'openid-client';
import { OWN_CLIENT_CALLBACK_PATH, OWN_CLIENT_ID, ownClientSigningKey } from '@coffer/domain/oidc';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { relyingPartyConfig } from '../../test/relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';
import { browserWithProviderSession } from '../../test/test-browser';

const server = await serveForThisFile();

/** A browser with a provider session at `acr`, run through the app's own sign-in. */
async function signIn(returnTo: string, acr = 2, language?: string) {
  const amr = acr >= 2 ? ['identity:prehashed_password', 'totp:totp'] : ['identity:emailed_code'];
  const { browser, identityId } = await browserWithProviderSession({ acr, amr });
  if (language !== undefined) browser.cookies.set('lang', language);
  const identity = { id: identityId };
  const start = await browser.follow(
    `${server.origin}/auth/login?return_to=${encodeURIComponent(returnTo)}`,
  );
  const authorize = await browser.follow(start.location ?? '');
  const callback = await browser.follow(authorize.location ?? '');
  return { browser, identity, start, callback };
}

describe('the app’s own session (/auth/login → /auth/callback)', () => {
  it('sets HttpOnly SameSite=Strict cookies and hands the CSRF token in the fragment', async () => {
    const { browser, identity, start, callback } = await signIn('/boxes/abc?x=1');
    const authorizeUrl = new URL(start.location ?? '');
    expect(authorizeUrl.pathname).toBe('/oauth2/auth');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(callback.response.status).toBe(302);
    const [path, fragment] = (callback.location ?? '').split('#');
    expect(path).toBe('/boxes/abc?x=1');
    const csrfToken = new URLSearchParams(fragment).get('csrf_token') ?? '';
    expect(csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const setCookies = callback.response.headers.getSetCookie();
    const accessCookie = setCookies.find((line) => line.startsWith('accesstoken='));
    expect(accessCookie).toMatch(/HttpOnly/i);
    expect(accessCookie).toMatch(/SameSite=Strict/i);
    expect(accessCookie).toMatch(/Max-Age=3600/i);
    expect(accessCookie).not.toMatch(/Secure/i);
    expect(setCookies.find((line) => line.startsWith('tokentype='))).toMatch(/^tokentype=bearer;/);

    const session = await browser.json('GET', `${server.origin}/api/auth/session`);
    expect(session.status).toBe(400);
    const withCsrf = await browser.fetch(`${server.origin}/api/auth/session`, {
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(await withCsrf.json()).toMatchObject({
      identity_id: identity.id,
      account_id: null,
      has_account: false,
      acr: 2,
      amr: ['identity:prehashed_password', 'totp:totp'],
    });
    const again = await browser.json('GET', `${server.origin}/api/auth/csrf`);
    expect(again.body.csrf_token).toBe(csrfToken);
  });

  it('gives the own client’s ID token mid (identity) and aid (account) claims', async () => {
    const { browser, identityId } = await browserWithProviderSession();
    const identity = { id: identityId };
    const { key, kid } = await ownClientSigningKey();
    const redirectUri = `${server.origin}${OWN_CLIENT_CALLBACK_PATH}`;
    const config = await relyingPartyConfig({
      issuer: server.origin,
      clientId: OWN_CLIENT_ID,
      key: { kid, privateKey: key },
      redirectUri,
    });
    const verifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const { location } = await browser.follow(url);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(location ?? ''), {
      pkceCodeVerifier: verifier,
      expectedNonce: nonce,
    });
    expect(tokens.claims()).toMatchObject({
      sub: identity.id,
      mid: identity.id,
      aid: null,
      acr: '1',
    });
  });

  it('keeps the language of the pages on the identity, for its emails', async () => {
    const language = async (id: string) =>
      (await getDb().identity.findUniqueOrThrow({ where: { id } })).language;
    const french = await signIn('/inbox', 2, 'fr');
    expect(french.callback.response.status).toBe(302);
    expect(await language(french.identity.id)).toBe('fr');
    // No choice, or no language of Coffer's: the identity keeps the one it had.
    expect(await language((await signIn('/inbox', 2)).identity.id)).toBe('en');
    expect(await language((await signIn('/inbox', 2, 'de')).identity.id)).toBe('en');
  });

  it('refuses a callback whose state this browser did not start', async () => {
    const { browser, start } = await signIn('/account');
    const authorize = await browser.follow(start.location ?? '');
    const forged = new URL(authorize.location ?? '');
    forged.searchParams.set('state', 'forged');
    const response = await browser.fetch(forged);
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('accesstoken='))).toBe(
      false,
    );
  });

  it('never redirects to another site after sign-in: an attacker’s return address lands on the inbox', async () => {
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      // Browsers drop tabs and newlines in URLs: "/\t/evil" is "//evil" to them.
      '/\t/evil.example/x',
      '/\n/evil.example/x',
      '/.//evil.example/x',
    ]) {
      const { callback } = await signIn(returnTo);
      expect(callback.location?.startsWith('/inbox#csrf_token=')).toBe(true);
    }
  });

  it('without a return address, the sign-in lands on the inbox, not the signed-out home page', async () => {
    const { callback } = await signIn('');
    expect(callback.location?.startsWith('/inbox#csrf_token=')).toBe(true);
  });

  it('a control character in return_to reaches no Location header (it used to be a 500)', async () => {
    for (const control of ['\r', '\n', '\u000b', '\u0000']) {
      const { callback } = await signIn(`/inbox${control}x`);
      expect(callback.response.status).toBe(302);
      expect(callback.location).toMatch(/^\/inbox%[0-9A-F]{2}x#csrf_token=|^\/inboxx#csrf_token=/);
    }
  });

  it('logout revokes the session and clears the cookies', async () => {
    const { browser, callback } = await signIn('/account', 1);
    const csrfToken =
      new URLSearchParams((callback.location ?? '').split('#')[1]).get('csrf_token') ?? '';
    const cookieBefore = browser.cookies.get('accesstoken') ?? '';
    const logout = await browser.fetch(`${server.origin}/api/auth/logout`, {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(logout.status).toBe(204);
    expect(browser.cookies.has('accesstoken')).toBe(false);
    expect(browser.cookies.has('coffer_session')).toBe(false);
    const replay = await fetch(`${server.origin}/api/auth/session`, {
      headers: {
        cookie: `accesstoken=${cookieBefore}; tokentype=bearer`,
        'x-csrf-token': csrfToken,
      },
    });
    expect(replay.status).toBe(401);
  });

  it('the CSRF token is not given to another site', async () => {
    const { browser } = await signIn('/account');
    const response = await browser.fetch(`${server.origin}/api/auth/csrf`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });
});
