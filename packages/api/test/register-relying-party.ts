import * as oidc from 'openid-client';
import { createClient, type ClientInput, type IdTokenAlgorithm } from '@coffer/domain/oidc';
import {
  createRelyingPartyKey,
  RELYING_PARTY_REDIRECT_URI,
  relyingPartyConfig,
  type RelyingPartyKey,
} from './relying-party';
import { browserWithProviderSession, type TestBrowser } from './test-browser';

export type RelyingParty = RelyingPartyKey & {
  clientId: string;
  redirectUri: string;
  config: Awaited<ReturnType<typeof relyingPartyConfig>>;
};

/** A real relying party, registered in the test file's database, configured at `origin`. */
export async function createRelyingParty(
  origin: string,
  options: {
    grantTypes?: ('authorization_code' | 'client_credentials')[];
    organizationId?: string;
    name?: string;
    idTokenSignedResponseAlg?: IdTokenAlgorithm;
    /** Where it hears of logouts (docs/oidc.md#logout-relying-parties-hear-about). */
    logout?: Pick<ClientInput, 'backchannelLogoutUri' | 'frontchannelLogoutUri'>;
    requirePushedAuthorizationRequests?: boolean;
    dpopBoundAccessTokens?: boolean;
    fapi?: boolean;
  } = {},
): Promise<RelyingParty> {
  const key = await createRelyingPartyKey();
  const redirectUri = RELYING_PARTY_REDIRECT_URI;
  const client = await createClient({
    name: options.name ?? 'Test RP',
    redirectUris: options.grantTypes?.includes('authorization_code') === false ? [] : [redirectUri],
    postLogoutRedirectUris: ['http://127.0.0.1:9/signed-out'],
    jwks: key.jwks,
    grantTypes: options.grantTypes ?? ['authorization_code'],
    organizationId: options.organizationId,
    idTokenSignedResponseAlg: options.idTokenSignedResponseAlg,
    ...options.logout,
    requirePushedAuthorizationRequests: options.requirePushedAuthorizationRequests,
    dpopBoundAccessTokens: options.dpopBoundAccessTokens,
    fapi: options.fapi,
  });
  const config = await relyingPartyConfig({
    issuer: origin,
    clientId: client.id,
    key,
    idTokenSignedResponseAlg: client.idTokenSignedResponseAlg,
  });
  return { ...key, clientId: client.id, redirectUri, config };
}

/**
 * The relying party's authorization request: PKCE S256 and a state, scope openid unless
 * `parameters` say otherwise; `verifier` and `state` are what it checks the answer with.
 */
export async function authorizationRequest(
  rp: RelyingParty,
  parameters: Record<string, string> = {},
): Promise<{ url: URL; verifier: string; state: string }> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(rp.config, {
    redirect_uri: rp.redirectUri,
    scope: 'openid',
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...parameters,
  });
  return { url, verifier, state };
}

/**
 * The whole code flow for `rp` in `browser`, which is signed in already, openid-client
 * checking the answer (its ID token's signature, nonce and state): the tokens it was given.
 */
export async function codeFlow(
  rp: RelyingParty,
  browser: TestBrowser,
  parameters: Record<string, string> = {},
) {
  const nonce = oidc.randomNonce();
  const { url, verifier, state } = await authorizationRequest(rp, { nonce, ...parameters });
  const { location } = await browser.follow(url);
  return oidc.authorizationCodeGrant(rp.config, new URL(location ?? ''), {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
  });
}

/** The ID token of a code flow for `rp` in a browser of a new signed-in identity. */
export async function idTokenThroughCodeFlow(rp: RelyingParty): Promise<string> {
  const { browser } = await browserWithProviderSession();
  return (await codeFlow(rp, browser)).id_token ?? '';
}
