import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, getPool } from '@coffer/db';
import { listenToSharedCacheChanges } from '@coffer/domain/oidc';
import { authorizationRequest, createRelyingParty } from '../../test/register-relying-party';
import { signClientAssertion } from '../../test/relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';
import { browserWithProviderSession, TestBrowser } from '../../test/test-browser';

let browser: TestBrowser;
let identityId: string;

const server = await serveForThisFile();
const rp = await createRelyingParty(server.origin);

beforeEach(async () => {
  ({ browser, identityId } = await browserWithProviderSession());
});

type Checks = { verifier: string; state: string; nonce: string };

async function authorizationUrl(parameters: Record<string, string> = {}, relyingParty = rp) {
  const nonce = oidc.randomNonce();
  const { url, verifier, state } = await authorizationRequest(relyingParty, {
    nonce,
    ...parameters,
  });
  return { url, checks: { verifier, state, nonce } satisfies Checks };
}

/** Runs the front channel with the session cookie; returns the client's callback URL. */
async function authorize(parameters: Record<string, string> = {}, relyingParty = rp) {
  const { url, checks } = await authorizationUrl(parameters, relyingParty);
  const { response, location } = await browser.follow(url);
  expect(response.status).toBe(302);
  return { callback: new URL(location ?? ''), checks };
}

function exchange(callback: URL, checks: Checks, relyingParty = rp) {
  return oidc.authorizationCodeGrant(relyingParty.config, callback, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
  });
}

describe('authorization code flow (openid-client as the relying party)', () => {
  it('issues tokens whose ID token the library validates, with acr, amr and sco', async () => {
    const { callback, checks } = await authorize();
    expect(callback.origin + callback.pathname).toBe(rp.redirectUri);
    expect(callback.searchParams.get('iss')).toBe(server.origin);
    const tokens = await exchange(callback, checks);
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: server.origin,
      sub: identityId,
      aud: rp.clientId,
      acr: '1',
      amr: ['identity:emailed_code'],
      sco: 'openid',
      nonce: checks.nonce,
    });
    expect(claims?.exp).toBe((claims?.iat ?? 0) + 3600);
    expect(claims).not.toHaveProperty('mid');
    expect(tokens.expires_in).toBe(3600);
    const userinfo = await oidc.fetchUserInfo(rp.config, tokens.access_token, identityId);
    expect(userinfo.sub).toBe(identityId);
  });

  it('userinfo takes the token one way: the header or the body, never both', async () => {
    const { callback, checks } = await authorize();
    const token = (await exchange(callback, checks)).access_token;
    const userinfo = (init: RequestInit) => fetch(`${server.origin}/oauth2/userinfo`, init);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const byBody = await userinfo({
      method: 'POST',
      headers: form,
      body: new URLSearchParams({ access_token: token }),
    });
    expect(await byBody.json()).toMatchObject({ sub: identityId });
    const both = await userinfo({
      method: 'POST',
      headers: { ...form, authorization: `Bearer ${token}` },
      body: new URLSearchParams({ access_token: token }),
    });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({ error: 'invalid_request' });
    const malformed = await userinfo({ headers: { authorization: `Basic ${token}` } });
    expect(malformed.status).toBe(400);
  });

  it('spends the code in one statement: the rate limit, the jti, the code and the token', async () => {
    // The client and the signing key are read once, then kept while the process hears the
    // database's notices of changes (docs/operations.md, "Caches").
    await listenToSharedCacheChanges();
    const warm = await authorize();
    await exchange(warm.callback, warm.checks);
    const { callback, checks } = await authorize();
    let taken = 0;
    const count = () => {
      taken += 1;
    };
    // Not one of the 1 % of requests that also prune expired jtis.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    getPool().on('acquire', count);
    try {
      await exchange(callback, checks);
    } finally {
      getPool().off('acquire', count);
      random.mockRestore();
    }
    expect(taken).toBe(1);
  });

  it('keeps only known scopes', async () => {
    const { callback, checks } = await authorize({ scope: 'openid email offline_access' });
    expect((await exchange(callback, checks)).scope).toBe('openid');
  });

  it('answers in a self-submitting form for response_mode=form_post', async () => {
    const { url } = await authorizationUrl({ response_mode: 'form_post' });
    const response = await browser.fetch(url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`action="${rp.redirectUri}"`);
    expect(html).toMatch(/name="code" value="[A-Za-z0-9_-]{43}"/);
    expect(response.headers.get('content-security-policy')).toContain(
      'form-action http://127.0.0.1:9',
    );
  });

  it('reuses the session only when acr_values and max_age allow it', async () => {
    const stepUp = await browser.follow((await authorizationUrl({ acr_values: '2' })).url);
    expect(new URL(stepUp.location ?? '').pathname).toBe('/login');
    const stale = await browser.follow((await authorizationUrl({ max_age: '0' })).url);
    expect(new URL(stale.location ?? '').pathname).toBe('/login');
    const forced = await browser.follow((await authorizationUrl({ prompt: 'login' })).url);
    expect(new URL(forced.location ?? '').pathname).toBe('/login');
  });
});

describe('prompt=none', () => {
  it('gives a code straight away with a session', async () => {
    const { callback, checks } = await authorize({ prompt: 'none' });
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect((await exchange(callback, checks)).claims()?.sub).toBe(identityId);
  });

  it('answers login_required without a session', async () => {
    browser.cookies.clear();
    const { callback } = await authorize({ prompt: 'none' });
    expect(callback.searchParams.get('error')).toBe('login_required');
  });

  it('answers consent_required when legal scopes were never consented', async () => {
    const { callback, checks } = await authorize({ prompt: 'none', scope: 'openid tos' });
    expect(callback.searchParams.get('error')).toBe('consent_required');
    expect(callback.searchParams.get('state')).toBe(checks.state);
  });
});

/** The code's row: spent or not, and the access tokens stored from it. */
function findCode(callback: URL) {
  const code = callback.searchParams.get('code') ?? '';
  return getDb().authorizationCode.findUniqueOrThrow({
    where: { codeHash: createHash('sha256').update(code).digest('base64url') },
    select: { usedAt: true, accessTokens: { select: { id: true } } },
  });
}

describe('code refusals (invalid_grant)', () => {
  it('a wrong PKCE verifier: the code is spent, and no access token was stored', async () => {
    const { callback, checks } = await authorize();
    await expect(
      exchange(callback, { ...checks, verifier: oidc.randomPKCECodeVerifier() }),
    ).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const spent = await findCode(callback);
    expect(spent.usedAt).not.toBeNull();
    expect(spent.accessTokens).toEqual([]);
  });

  it('a missing PKCE verifier', async () => {
    const { callback, checks } = await authorize();
    await expect(
      oidc.authorizationCodeGrant(rp.config, callback, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a reused code fails and revokes what the code gave', async () => {
    const { callback, checks } = await authorize();
    const tokens = await exchange(callback, checks);
    await expect(exchange(callback, checks)).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(oidc.fetchUserInfo(rp.config, tokens.access_token, identityId)).rejects.toThrow();
  });

  it('two exchanges of one code at once: one token, stored once', async () => {
    const { callback, checks } = await authorize();
    const outcomes = await Promise.allSettled([
      exchange(callback, checks),
      exchange(callback, checks),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { error: 'invalid_grant' },
    });
    expect((await findCode(callback)).accessTokens).toHaveLength(1);
  });

  it('a code older than 60 seconds', async () => {
    const { callback, checks } = await authorize();
    await getDb().authorizationCode.updateMany({
      data: { expiresAt: new Date(Date.now() - 1000) },
      where: { usedAt: null, identityId },
    });
    await expect(exchange(callback, checks)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a replayed client assertion is refused and leaves the code unspent', async () => {
    const replayed = await signClientAssertion(rp, {
      clientId: rp.clientId,
      audience: `${server.origin}/oauth2/token`,
    });
    const exchangeWithReplayed = async (callback: URL, checks: Checks) => {
      const response = await fetch(`${server.origin}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: callback.searchParams.get('code') ?? '',
          redirect_uri: rp.redirectUri,
          code_verifier: checks.verifier,
          client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
          client_assertion: replayed,
        }),
      });
      return { status: response.status, body: (await response.json()) as { error?: string } };
    };
    const first = await authorize();
    expect((await exchangeWithReplayed(first.callback, first.checks)).status).toBe(200);
    const second = await authorize();
    const replay = await exchangeWithReplayed(second.callback, second.checks);
    expect(replay).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    expect(await findCode(second.callback)).toEqual({ usedAt: null, accessTokens: [] });
    expect((await exchange(second.callback, second.checks)).claims()?.sub).toBe(identityId);
  });

  it('a code of another client', async () => {
    const other = await createRelyingParty(server.origin, { name: 'Other RP' });
    const { callback, checks } = await authorize({}, other);
    await expect(exchange(callback, checks, rp)).rejects.toMatchObject({ error: 'invalid_grant' });
    // Presenting it did not spend it: its own client still gets its tokens.
    expect((await exchange(callback, checks, other)).claims()?.aud).toBe(other.clientId);
  });
});

describe('authorization request refusals', () => {
  async function front(parameters: Record<string, string>) {
    const url = new URL(`${server.origin}/oauth2/auth`);
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    return browser.fetch(url);
  }
  const base = () => ({
    client_id: rp.clientId,
    redirect_uri: rp.redirectUri,
    response_type: 'code',
    scope: 'openid',
    state: 'xyz',
    nonce: 'n-0S6_WzA2Mj',
  });

  it('an unregistered redirect URI is shown, never redirected to', async () => {
    const response = await front({ ...base(), redirect_uri: 'https://attacker.example/cb' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri is not registered');
  });

  it('an unknown client is shown, never redirected', async () => {
    const response = await front({ ...base(), client_id: 'nobody' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ scope: 'profile' }, 'invalid_scope'],
    [{ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }, 'invalid_request'],
    [{ code_challenge: 'a'.repeat(43) }, 'invalid_request'],
    [{ nonce: '' }, 'invalid_request'],
    [{ prompt: 'none login' }, 'invalid_request'],
    [{ max_age: '-1' }, 'invalid_request'],
    [{ acr_values: '11' }, 'invalid_request'],
    [{ request: 'eyJ...' }, 'request_not_supported'],
    // No response mode that leaks the code (FAPI 2.0): not fragment, not web_message.
    [{ response_mode: 'fragment' }, 'invalid_request'],
  ])('%j is redirected back as %s with state and iss', async (override, error) => {
    const response = await front({ ...base(), ...override });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(rp.redirectUri);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('state')).toBe('xyz');
    expect(location.searchParams.get('iss')).toBe(server.origin);
  });

  it('acr_values: accepts exactly the levels discovery lists, 1 to 10 as in the contract', async () => {
    const discovery = (await (
      await fetch(`${server.origin}/.well-known/openid-configuration`)
    ).json()) as { acr_values_supported: string[] };
    const listed = discovery.acr_values_supported;
    expect(listed).toEqual(Array.from({ length: 10 }, (_, index) => String(index + 1)));
    for (const level of ['0', ...listed, '11', '01']) {
      const response = await front({ ...base(), acr_values: level });
      const refused = new URL(response.headers.get('location') ?? '').searchParams.get('error');
      expect({ level, refused }).toEqual({
        level,
        refused: listed.includes(level) ? null : 'invalid_request',
      });
    }
  });

  it('a client that requires PAR: a request through the browser is sent back refused', async () => {
    const strict = await createRelyingParty(server.origin, {
      requirePushedAuthorizationRequests: true,
    });
    // The FAPI 2.0 profile requires it too.
    const fapi = await createRelyingParty(server.origin, {
      fapi: true,
      idTokenSignedResponseAlg: 'ES256',
    });
    for (const { clientId } of [strict, fapi]) {
      const response = await front({ ...base(), client_id: clientId });
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('error_description')).toContain('push');
    }
    // The setting is per client (OIDC_REQUIRE_PAR is off here).
    const plain = await front(base());
    expect(new URL(plain.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
  });

  it('a parameter given twice', async () => {
    const url = new URL(`${server.origin}/oauth2/auth`);
    for (const [name, value] of Object.entries(base())) url.searchParams.set(name, value);
    url.searchParams.append('scope', 'openid');
    const response = await browser.fetch(url);
    expect(response.status).toBe(400);
  });
});

describe('bounds of the authorization request', () => {
  const base = () => ({
    client_id: rp.clientId,
    redirect_uri: rp.redirectUri,
    response_type: 'code',
    scope: 'openid',
    nonce: 'n-0S6_WzA2Mj',
  });
  const challengesOfBrowser = () => getDb().loginChallenge.count({ where: { identityId } });

  it('a parameter over 2048 characters is shown, neither stored nor echoed', async () => {
    const before = await challengesOfBrowser();
    const url = new URL(`${server.origin}/oauth2/auth`);
    for (const [name, value] of Object.entries({ ...base(), state: 's'.repeat(2049) })) {
      url.searchParams.set(name, value);
    }
    const response = await browser.fetch(url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const page = await response.text();
    expect(page).toContain('state is longer than 2048 characters');
    expect(page).not.toContain('s'.repeat(100));
    expect(await challengesOfBrowser()).toBe(before);
    url.searchParams.set('state', 's'.repeat(2048));
    url.searchParams.set('prompt', 'consent');
    expect((await browser.fetch(url)).status).toBe(302);
  });

  it('a POST body over 64 KiB is refused without being read whole', async () => {
    const form = new URLSearchParams({ ...base(), state: 'xyz', padding: 'p'.repeat(30 << 20) });
    const response = await browser.fetch(`${server.origin}/oauth2/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('larger than 65536 bytes');
    // Streamed without a length: the limit holds as the bytes arrive.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        const piece = new TextEncoder().encode(`a=${'x'.repeat(16 << 10)}&`);
        for (let index = 0; index < 8; index++) controller.enqueue(piece);
        controller.close();
      },
    });
    const streamed = await browser.fetch(`${server.origin}/oauth2/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(400);
  });

  it('the token endpoint bounds its body the same way', async () => {
    const response = await fetch(`${server.origin}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_assertion=${'x'.repeat(70 << 10)}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('revocation and logout', () => {
  it('revokes an access token (RFC 7009) and answers 200 for unknown tokens', async () => {
    const { callback, checks } = await authorize();
    const tokens = await exchange(callback, checks);
    await oidc.tokenRevocation(rp.config, tokens.access_token);
    await expect(oidc.fetchUserInfo(rp.config, tokens.access_token, identityId)).rejects.toThrow();
    await expect(oidc.tokenRevocation(rp.config, 'not-a-token')).resolves.toBeUndefined();
  });

  it('RP-initiated logout ends the session, its tokens, and redirects to a registered URI', async () => {
    const { callback, checks } = await authorize();
    const tokens = await exchange(callback, checks);
    const logoutUrl = oidc.buildEndSessionUrl(rp.config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: 'http://127.0.0.1:9/signed-out',
      state: 'bye',
    });
    const { response, location } = await browser.follow(logoutUrl);
    expect(response.status).toBe(302);
    expect(location).toBe('http://127.0.0.1:9/signed-out?state=bye');
    await expect(oidc.fetchUserInfo(rp.config, tokens.access_token, identityId)).rejects.toThrow();
    const again = await browser.follow((await authorizationUrl({ prompt: 'none' })).url);
    expect(new URL(again.location ?? '').searchParams.get('error')).toBe('login_required');
  });

  it('without an id_token_hint of this person, nobody is signed out before they confirm', async () => {
    const { callback, checks } = await authorize();
    const tokens = await exchange(callback, checks);
    const url = new URL(`${server.origin}/oauth2/logout`);
    url.searchParams.set('client_id', rp.clientId);
    url.searchParams.set('post_logout_redirect_uri', 'http://127.0.0.1:9/signed-out');
    url.searchParams.set('state', 'bye');
    const asked = await browser.fetch(url);
    expect(asked.status).toBe(200);
    expect(asked.headers.getSetCookie()).toEqual([]);
    const page = await asked.text();
    expect(page).toContain('Sign out of Coffer?');
    expect(asked.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://127.0.0.1:9",
    );
    // Nothing ended yet: the session still gives codes, the token still works.
    expect((await authorize({ prompt: 'none' })).callback.searchParams.get('code')).toBeTruthy();
    expect((await oidc.fetchUserInfo(rp.config, tokens.access_token, identityId)).sub).toBe(
      identityId,
    );

    const fields = new URLSearchParams(
      [...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name,
        value.replaceAll('&#38;', '&'),
      ]),
    );
    // Another site's POST carries none of this browser's cookies: nothing to end.
    const forged = await fetch(`${server.origin}/oauth2/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
      redirect: 'manual',
    });
    expect(forged.headers.getSetCookie()).toEqual([]);
    const wrong = new URLSearchParams(fields);
    wrong.set('logout_confirmation', 'x'.repeat(43));
    const unconfirmed = await browser.fetch(`${server.origin}/oauth2/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: wrong,
    });
    expect(unconfirmed.status).toBe(200);
    expect((await authorize({ prompt: 'none' })).callback.searchParams.get('code')).toBeTruthy();

    const confirmed = await browser.fetch(`${server.origin}/oauth2/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('http://127.0.0.1:9/signed-out?state=bye');
    await expect(oidc.fetchUserInfo(rp.config, tokens.access_token, identityId)).rejects.toThrow();
  });

  it('an id_token_hint of someone else is no proof either', async () => {
    const other = await browserWithProviderSession();
    const { url, checks } = await authorizationUrl();
    const callback = new URL((await other.browser.follow(url)).location ?? '');
    const othersToken = (await exchange(callback, checks)).id_token ?? '';
    const logout = oidc.buildEndSessionUrl(rp.config, { id_token_hint: othersToken });
    const answer = await browser.fetch(logout);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Sign out of Coffer?');
    expect((await authorize({ prompt: 'none' })).callback.searchParams.get('code')).toBeTruthy();
  });

  it('refuses an unregistered post_logout_redirect_uri', async () => {
    const url = new URL(`${server.origin}/oauth2/logout`);
    url.searchParams.set('client_id', rp.clientId);
    url.searchParams.set('post_logout_redirect_uri', 'https://attacker.example/');
    const response = await browser.fetch(url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});
