import * as oauth from 'oauth4webapi';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createRelyingParty, type RelyingParty } from '../../test/register-relying-party';
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

/** The relying party's request, pushed: its request_uri and what it checks the answer with. */
async function push(relyingParty: RelyingParty = rp, parameters: Record<string, string> = {}) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const response = await oauth.pushedAuthorizationRequest(
    as,
    { client_id: relyingParty.clientId },
    oauth.PrivateKeyJwt({ key: relyingParty.privateKey, kid: relyingParty.kid }),
    {
      redirect_uri: relyingParty.redirectUri,
      response_type: 'code',
      scope: 'openid',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...parameters,
    },
    insecure,
  );
  const pushed = await oauth.processPushedAuthorizationResponse(as, client, response);
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
    await expect(push(rp, { redirect_uri: 'https://elsewhere.example/cb' })).rejects.toMatchObject(
      { error: 'invalid_request', status: 400 },
    );
    await expect(
      push(rp, { request_uri: 'urn:ietf:params:oauth:request_uri:x' }),
    ).rejects.toMatchObject({ error: 'invalid_request' });
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
