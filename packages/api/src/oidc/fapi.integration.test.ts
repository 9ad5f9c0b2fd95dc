import { createHash, randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT } from 'jose';
import * as oauth from 'oauth4webapi';
import * as oidc from 'openid-client';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createRelyingParty, type RelyingParty } from '../../test/register-relying-party';
import { signClientAssertion } from '../../test/relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';
import { browserWithProviderSession, type TestBrowser } from '../../test/test-browser';

// Read by the first getEnv() of this file, which the server below makes: every relying party
// must push its requests, as a FAPI 2.0 deployment may require.
process.env['OIDC_REQUIRE_PAR'] = 'on';
const server = await serveForThisFile();
const issuer = new URL(server.origin);
// eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http on loopback, tests only
const insecure = { [oauth.allowInsecureRequests]: true };

// oauth4webapi as the relying party: the strict client FAPI 2.0's own conformance tests use.
const as = await oauth.processDiscoveryResponse(
  issuer,
  await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
);
const rp = await createRelyingParty(server.origin);
const client: oauth.Client = { client_id: rp.clientId };
const clientAuth = oauth.PrivateKeyJwt({ key: rp.privateKey, kid: rp.kid });

let browser: TestBrowser;
let identityId: string;
beforeEach(async () => {
  ({ browser, identityId } = await browserWithProviderSession());
});

/**
 * The relying party's request, pushed (with a DPoP proof by `dpop`, if given): its
 * request_uri and what it checks the answer with. A parameter given as '' is left out.
 */
async function push(
  relyingParty: RelyingParty = rp,
  parameters: Record<string, string> = {},
  dpop?: oauth.DPoPHandle,
) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const request = {
    redirect_uri: relyingParty.redirectUri,
    response_type: 'code',
    scope: 'openid',
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...parameters,
  };
  const send = async () =>
    oauth.processPushedAuthorizationResponse(
      as,
      client,
      await oauth.pushedAuthorizationRequest(
        as,
        { client_id: relyingParty.clientId },
        oauth.PrivateKeyJwt({ key: relyingParty.privateKey, kid: relyingParty.kid }),
        Object.entries(request).filter(([, value]) => value !== ''),
        { ...insecure, DPoP: dpop },
      ),
    );
  const pushed = await withNonce(send);
  return { requestUri: pushed.request_uri, expiresIn: pushed.expires_in, verifier, state };
}

/** The browser at /oauth2/auth with what a pushed request sends there. */
function authorizeWith(parameters: Record<string, string>) {
  const url = new URL(as.authorization_endpoint ?? '');
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return browser.follow(url);
}

describe('RFC 8414 authorization server metadata', () => {
  it('is the discovery document, found by an OAuth-only client', async () => {
    const response = await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure });
    expect(new URL(response.url).pathname).toBe('/.well-known/oauth-authorization-server');
    const metadata = await oauth.processDiscoveryResponse(issuer, response);
    const openid = await (await fetch(`${server.origin}/.well-known/openid-configuration`)).json();
    expect(metadata).toEqual(openid);
    expect(metadata).toMatchObject({
      issuer: server.origin,
      pushed_authorization_request_endpoint: `${server.origin}/oauth2/par`,
      require_pushed_authorization_requests: true,
      dpop_signing_alg_values_supported: ['ES256', 'PS256', 'EdDSA', 'Ed25519'],
    });
  });
});

describe('pushed authorization requests (RFC 9126)', () => {
  it('a pushed request signs in with only client_id and request_uri in the browser', async () => {
    const { requestUri, expiresIn, verifier, state } = await push();
    expect(requestUri).toMatch(/^urn:ietf:params:oauth:request_uri:[A-Za-z0-9_-]{43}$/);
    expect(expiresIn).toBe(60);
    const { response, location } = await authorizeWith({
      client_id: rp.clientId,
      request_uri: requestUri,
    });
    expect(response.status).toBe(302);
    const callback = oauth.validateAuthResponse(as, client, new URL(location ?? ''), state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        callback,
        rp.redirectUri,
        verifier,
        insecure,
      ),
    );
    expect(tokens.token_type).toBe('bearer');
    expect(oauth.getValidatedIdTokenClaims(tokens)?.sub).toBe(identityId);
  });

  it('a request_uri works once', async () => {
    const { requestUri } = await push();
    const first = await authorizeWith({ client_id: rp.clientId, request_uri: requestUri });
    expect(first.response.status).toBe(302);
    const again = await authorizeWith({ client_id: rp.clientId, request_uri: requestUri });
    expect(again.response.status).toBe(400);
    expect(await again.response.text()).toContain('request_uri is unknown, was used');
  });

  it('a request_uri expires after 60 s', async () => {
    const { requestUri } = await push();
    await getDb().pushedAuthorizationRequest.updateMany({
      where: { clientId: rp.clientId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const late = await authorizeWith({ client_id: rp.clientId, request_uri: requestUri });
    expect(late.response.status).toBe(400);
    expect(await late.response.text()).toContain('request_uri has expired');
  });

  it('a request_uri is its own client’s, and takes no other parameter beside it', async () => {
    const other = await createRelyingParty(server.origin);
    const { requestUri } = await push();
    const stolen = await authorizeWith({ client_id: other.clientId, request_uri: requestUri });
    expect(stolen.response.status).toBe(400);
    const mixed = await authorizeWith({
      client_id: rp.clientId,
      request_uri: requestUri,
      scope: 'openid tos',
    });
    expect(mixed.response.status).toBe(400);
    expect(await mixed.response.text()).toContain('send only client_id');
    // Neither spent it: the client's own browser still signs in with it.
    const own = await authorizeWith({ client_id: rp.clientId, request_uri: requestUri });
    expect(own.response.status).toBe(302);
  });

  it('the push is checked as the authorization request, and answered to the client', async () => {
    await expect(push(rp, { response_type: 'token' })).rejects.toMatchObject({
      error: 'unsupported_response_type',
    });
    await expect(push(rp, { redirect_uri: 'https://elsewhere.example/cb' })).rejects.toMatchObject({
      error: 'invalid_request',
      status: 400,
    });
    await expect(
      push(rp, { request_uri: 'urn:ietf:params:oauth:request_uri:x' }),
    ).rejects.toMatchObject({ error: 'invalid_request' });
  });

  it('“Not you?” at consent pushes the same request again, for a new sign-in', async () => {
    const { requestUri } = await push(rp, { scope: 'openid tos' });
    const consent = new URL(
      (await authorizeWith({ client_id: rp.clientId, request_uri: requestUri })).location ?? '',
    );
    expect(consent.pathname).toBe('/consent');
    const switched = await browser.json(
      'POST',
      `${server.origin}/api/auth/consent/account-switch`,
      { consent_challenge: consent.searchParams.get('consent_challenge') },
    );
    const again = new URL(String(switched.body['redirect_to']));
    expect([...again.searchParams.keys()].sort()).toEqual(['client_id', 'request_uri']);
    const login = new URL((await browser.follow(again)).location ?? '');
    expect(login.pathname).toBe('/login');
  });

  it('a plain authorization request is refused when PAR is required', async () => {
    const { response, location } = await authorizeWith({
      client_id: rp.clientId,
      redirect_uri: rp.redirectUri,
      response_type: 'code',
      scope: 'openid',
      state: 'plain',
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
      code_challenge_method: 'S256',
    });
    expect(response.status).toBe(302);
    const refused = new URL(location ?? '').searchParams;
    expect(refused.get('error')).toBe('invalid_request');
    expect(refused.get('error_description')).toContain('push');
    expect(refused.get('state')).toBe('plain');
  });
});

/** `send`, sent again once when answered use_dpop_nonce (the handle keeps the nonce given). */
async function withNonce<T>(send: () => Promise<T>, asked?: { nonce: boolean }): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!oauth.isDPoPNonceError(error)) throw error;
    if (asked) asked.nonce = true;
    return send();
  }
}

/**
 * The whole FAPI 2.0 sign-in of `relyingParty` in the signed-in browser: PAR, PKCE S256,
 * private_key_jwt and, with `dpop`, a DPoP-bound token. Answers the token response, and
 * whether the exchange was asked for a server nonce first (and sent again with it).
 */
async function signIn(
  relyingParty: RelyingParty,
  dpop?: oauth.DPoPHandle,
  idTokenAlgorithm = 'RS256',
) {
  const code = await pushedCode(relyingParty, idTokenAlgorithm);
  const asked = { nonce: false };
  const tokens = await withNonce(() => code.exchange(dpop), asked);
  return { tokens, askedForNonce: asked.nonce };
}

/**
 * A code for a pushed request of `relyingParty` (`parameters` and `pushDpop` as for push),
 * and its exchange, with a DPoP proof by `dpop` if given.
 */
async function pushedCode(
  relyingParty: RelyingParty,
  idTokenAlgorithm = 'RS256',
  parameters: Record<string, string> = {},
  pushDpop?: oauth.DPoPHandle,
) {
  const { requestUri, verifier, state } = await push(relyingParty, parameters, pushDpop);
  const { location } = await authorizeWith({
    client_id: relyingParty.clientId,
    request_uri: requestUri,
  });
  const rpClient = {
    client_id: relyingParty.clientId,
    id_token_signed_response_alg: idTokenAlgorithm,
  };
  const callback = oauth.validateAuthResponse(as, rpClient, new URL(location ?? ''), state);
  const exchange = async (dpop?: oauth.DPoPHandle) =>
    oauth.processAuthorizationCodeResponse(
      as,
      rpClient,
      await oauth.authorizationCodeGrantRequest(
        as,
        rpClient,
        oauth.PrivateKeyJwt({ key: relyingParty.privateKey, kid: relyingParty.kid }),
        callback,
        relyingParty.redirectUri,
        verifier,
        { ...insecure, DPoP: dpop },
      ),
    );
  return { exchange };
}

describe('DPoP (RFC 9449)', () => {
  const userinfoUrl = `${server.origin}/oauth2/userinfo`;
  let keys: CryptoKeyPair;
  let dpop: oauth.DPoPHandle;
  let token: string;
  let nonce: string;
  // The person the token is for (beforeEach gives each test another browser and person).
  let subject: string;

  beforeAll(async () => {
    ({ browser, identityId: subject } = await browserWithProviderSession());
    keys = await oauth.generateKeyPair('ES256');
    dpop = oauth.DPoP(client, keys);
    const { tokens, askedForNonce } = await signIn(rp, dpop);
    expect(tokens.token_type).toBe('dpop');
    // The token endpoint's nonce round: a handle that holds no nonce yet is given one.
    expect(askedForNonce).toBe(true);
    token = tokens.access_token;
    nonce = (await userinfo(await proof({ nonce: undefined }))).headers.get('dpop-nonce') ?? '';
  });

  /** A proof for userinfo by `key`, fresh unless `claims` say otherwise. */
  async function proof(
    claims: {
      htm?: string;
      htu?: string;
      ath?: string;
      nonce?: string;
      jti?: string;
      iat?: number;
    } = {},
    key: CryptoKeyPair = keys,
  ) {
    return new SignJWT({
      htm: 'GET',
      htu: userinfoUrl,
      jti: randomUUID(),
      ath: createHash('sha256').update(token).digest('base64url'),
      nonce,
      ...claims,
    })
      .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: await exportJWK(key.publicKey) })
      .setIssuedAt(claims.iat ?? Math.floor(Date.now() / 1000))
      .sign(key.privateKey);
  }

  function userinfo(dpopProof: string | undefined, scheme = 'DPoP') {
    const headers = new Headers({ authorization: `${scheme} ${token}` });
    if (dpopProof !== undefined) headers.set('dpop', dpopProof);
    return fetch(userinfoUrl, { headers });
  }

  async function expectRefused(response: Response, error: string) {
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain(`DPoP error="${error}"`);
    expect(await response.json()).toMatchObject({ error });
  }

  it('a FAPI 2.0 client: PAR, PKCE, private_key_jwt and a DPoP-bound token at userinfo', async () => {
    const response = await oauth.userInfoRequest(as, client, token, { ...insecure, DPoP: dpop });
    const claims = await oauth.processUserInfoResponse(as, client, subject, response);
    expect(claims.sub).toBe(subject);
    const stored = await getDb().accessToken.findFirstOrThrow({
      where: { clientId: rp.clientId, identityId: subject },
      select: { dpopJkt: true },
    });
    expect(stored.dpopJkt).toBe(await calculateJwkThumbprint(await exportJWK(keys.publicKey)));
  });

  it('a server nonce: a proof without one gets use_dpop_nonce and the nonce to use', async () => {
    const without = await userinfo(await proof({ nonce: undefined }));
    await expectRefused(without, 'use_dpop_nonce');
    const given = without.headers.get('dpop-nonce') ?? '';
    expect(given).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await userinfo(await proof({ nonce: given }))).status).toBe(200);
  });

  it('a proof works once (jti)', async () => {
    const once = await proof();
    expect((await userinfo(once)).status).toBe(200);
    await expectRefused(await userinfo(once), 'invalid_dpop_proof');
  });

  it('a proof for another URL or method, or without ath, is refused', async () => {
    await expectRefused(
      await userinfo(await proof({ htu: `${server.origin}/oauth2/token` })),
      'invalid_dpop_proof',
    );
    await expectRefused(await userinfo(await proof({ htm: 'POST' })), 'invalid_dpop_proof');
    await expectRefused(await userinfo(await proof({ ath: undefined })), 'invalid_dpop_proof');
    // The query is not part of htu (RFC 9449 §4.3).
    expect((await userinfo(await proof({ htu: `${userinfoUrl}?x=1` }))).status).toBe(200);
  });

  it('a proof signed with RS256, or carrying its private key, is refused', async () => {
    const rsa = await generateKeyPair('RS256', { extractable: true });
    const ec = await generateKeyPair('ES256', { extractable: true });
    const cases = [
      { alg: 'RS256', key: rsa.privateKey, jwk: await exportJWK(rsa.publicKey) },
      { alg: 'ES256', key: ec.privateKey, jwk: await exportJWK(ec.privateKey) },
    ];
    for (const { alg, key, jwk } of cases) {
      const signed = await new SignJWT({
        htm: 'GET',
        htu: userinfoUrl,
        jti: randomUUID(),
        ath: createHash('sha256').update(token).digest('base64url'),
        nonce,
      })
        .setProtectedHeader({ alg, typ: 'dpop+jwt', jwk })
        .setIssuedAt()
        .sign(key);
      await expectRefused(await userinfo(signed), 'invalid_dpop_proof');
    }
  });

  it('iat: within the last minute, 30 s of clock skew either way', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const iat of [now + 45, now - 120]) {
      await expectRefused(await userinfo(await proof({ iat })), 'invalid_dpop_proof');
    }
    for (const iat of [now + 20, now - 75]) {
      expect((await userinfo(await proof({ iat }))).status).toBe(200);
    }
  });

  it('the token is good only with its own key, and never as Bearer', async () => {
    const other = await oauth.generateKeyPair('ES256');
    await expectRefused(await userinfo(await proof({}, other)), 'invalid_dpop_proof');
    const bearer = await userinfo(undefined, 'Bearer');
    expect(bearer.status).toBe(401);
    expect(await bearer.json()).toMatchObject({ error: 'invalid_token' });
    await expectRefused(await userinfo(undefined), 'invalid_dpop_proof');
  });

  it('dpop_jkt: a code pushed with a proof, or naming a key, is exchanged with that key only', async () => {
    const ownerKeys = await oauth.generateKeyPair('ES256');
    const owner = oauth.DPoP(client, ownerKeys);
    const thief = oauth.DPoP(client, await oauth.generateKeyPair('ES256'));
    const byProof = await pushedCode(rp, 'RS256', {}, owner);
    await expect(withNonce(() => byProof.exchange(thief))).rejects.toMatchObject({
      error: 'invalid_grant',
      error_description: 'the code is bound to another DPoP key (dpop_jkt)',
    });
    const jkt = await calculateJwkThumbprint(await exportJWK(ownerKeys.publicKey));
    const byParameter = await pushedCode(rp, 'RS256', { dpop_jkt: jkt });
    expect((await withNonce(() => byParameter.exchange(owner))).token_type).toBe('dpop');
    const withoutProof = await pushedCode(rp, 'RS256', { dpop_jkt: jkt });
    await expect(withoutProof.exchange()).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(push(rp, { dpop_jkt: 'not-a-thumbprint' })).rejects.toMatchObject({
      error: 'invalid_request',
    });
  });

  it('a client that requires DPoP gets no token without a proof', async () => {
    const strict = await createRelyingParty(server.origin, { dpopBoundAccessTokens: true });
    await expect(signIn(strict)).rejects.toMatchObject({ error: 'invalid_dpop_proof' });
    const edwards = oauth.DPoP(client, await oauth.generateKeyPair('EdDSA'));
    expect((await signIn(strict, edwards)).tokens.token_type).toBe('dpop');
  });
});

describe('openid-client as the relying party', () => {
  it('pushes, binds with DPoP and reads userinfo, answering server nonces by itself', async () => {
    const dpop = oidc.getDPoPHandle(rp.config, await oidc.randomDPoPKeyPair('ES256'));
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = await oidc.buildAuthorizationUrlWithPAR(
      rp.config,
      {
        redirect_uri: rp.redirectUri,
        scope: 'openid',
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      },
      { DPoP: dpop },
    );
    expect([...url.searchParams.keys()].sort()).toEqual(['client_id', 'request_uri']);
    const { location } = await browser.follow(url);
    const tokens = await oidc.authorizationCodeGrant(
      rp.config,
      new URL(location ?? ''),
      { pkceCodeVerifier: verifier, expectedState: state },
      undefined,
      { DPoP: dpop },
    );
    expect(tokens.token_type).toBe('dpop');
    const claims = await oidc.fetchUserInfo(rp.config, tokens.access_token, identityId, {
      DPoP: dpop,
    });
    expect(claims.sub).toBe(identityId);
  });
});

describe('a client with the FAPI 2.0 profile', () => {
  let fapi: RelyingParty;
  beforeAll(async () => {
    fapi = await createRelyingParty(server.origin, {
      fapi: true,
      idTokenSignedResponseAlg: 'PS256',
    });
  });

  it('signs in with PAR, PKCE S256, private_key_jwt and DPoP, and with nothing less', async () => {
    const dpop = oauth.DPoP(client, await oauth.generateKeyPair('PS256'));
    const { tokens } = await signIn(fapi, dpop, 'PS256');
    expect(tokens.token_type).toBe('dpop');
    await expect(signIn(fapi, undefined, 'PS256')).rejects.toMatchObject({
      error: 'invalid_dpop_proof',
    });
    await expect(
      push(fapi, { code_challenge: '', code_challenge_method: '', nonce: 'n' }),
    ).rejects.toMatchObject({
      error: 'invalid_request',
      error_description: 'a FAPI 2.0 client must send code_challenge (S256)',
    });
  });

  it('its client assertion names the issuer alone as aud', async () => {
    const pushWith = (relyingParty: RelyingParty, audience: string) =>
      signClientAssertion(relyingParty, { clientId: relyingParty.clientId, audience }).then(
        (assertion) =>
          fetch(`${server.origin}/oauth2/par`, {
            method: 'POST',
            body: new URLSearchParams({
              client_id: relyingParty.clientId,
              client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
              client_assertion: assertion,
              redirect_uri: relyingParty.redirectUri,
              response_type: 'code',
              scope: 'openid',
              code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
              code_challenge_method: 'S256',
            }),
          }),
      );
    const parUrl = `${server.origin}/oauth2/par`;
    const refused = await pushWith(fapi, parUrl);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'invalid_client' });
    expect((await pushWith(fapi, server.origin)).status).toBe(201);
    // RFC 9126 lets other clients name the endpoint.
    expect((await pushWith(rp, parUrl)).status).toBe(201);
  });

  it('is registered with an ID token algorithm of FAPI 2.0', async () => {
    await expect(createRelyingParty(server.origin, { fapi: true })).rejects.toThrow(/not RS256/);
  });
});
