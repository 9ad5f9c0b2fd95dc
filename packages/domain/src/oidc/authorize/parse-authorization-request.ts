import type { Client } from '../clients/client-select';
import { findClient } from '../clients/find-client';
import { OAuthError } from '../oauth-error';
import { isAcrLevel } from '../acr';
import { SUPPORTED_SCOPES } from '../oidc-constants';
import { requiresPushedRequests } from '../par/requires-pushed-requests';

export type AuthorizationRequest = {
  client: Client;
  redirectUri: string;
  responseMode: 'query' | 'form_post';
  state: string | undefined;
  nonce: string | undefined;
  scopes: string[];
  codeChallenge: string | undefined;
  /** The DPoP key the code is bound to (RFC 9449 §10). */
  dpopJkt: string | undefined;
  prompt: string[];
  maxAge: number | undefined;
  acrValues: string[];
  loginHint: string | undefined;
};

/** A failure before the redirect URI is trusted: shown to the person, never redirected. */
export class UntrustedRedirectError extends Error {
  override name = 'UntrustedRedirectError';
}

/** A failure after: sent back to the client's redirect URI (with the request's state). */
export class RedirectableError extends Error {
  override name = 'RedirectableError';
  constructor(
    readonly oauthError: OAuthError,
    readonly redirect: Pick<AuthorizationRequest, 'redirectUri' | 'responseMode' | 'state'>,
  ) {
    super(oauthError.description);
  }
}

/**
 * The longest value any parameter may have. The request is stored for an hour and `state`
 * is echoed in a Location header: a client needs a few hundred characters at most.
 */
const MAX_AUTHORIZATION_PARAMETER_LENGTH = 2048;

const PROMPTS = new Set(['none', 'login', 'consent', 'select_account']);
const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const JWK_THUMBPRINT = /^[A-Za-z0-9_-]{43}$/;

/**
 * Validates an authorization request (RFC 6749 §4.1.1, OIDC Core §3.1.2.1, RFC 7636) step by
 * step: first what makes the redirect URI trustworthy, then everything else. `pushed`: the
 * parameters did not come through the browser (RFC 9126), which a client may require.
 */
export async function parseAuthorizationRequest(
  params: Record<string, string | undefined>,
  { pushed }: { pushed: boolean },
): Promise<AuthorizationRequest> {
  // Checked first: an oversized value is neither stored nor echoed to anyone.
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value.length > MAX_AUTHORIZATION_PARAMETER_LENGTH) {
      throw new UntrustedRedirectError(
        `${name.slice(0, 64)} is longer than ${MAX_AUTHORIZATION_PARAMETER_LENGTH} characters`,
      );
    }
  }
  const clientId = params['client_id'];
  if (!clientId) throw new UntrustedRedirectError('client_id is required');
  const client = await findClient({ clientId });
  if (!client || !client.grantTypes.includes('authorization_code')) {
    throw new UntrustedRedirectError('unknown client');
  }
  const redirectUri = params['redirect_uri'];
  if (!redirectUri) throw new UntrustedRedirectError('redirect_uri is required');
  if (!client.redirectUris.includes(redirectUri)) {
    throw new UntrustedRedirectError('redirect_uri is not registered for this client');
  }

  const responseMode = params['response_mode'] ?? 'query';
  const state = params['state'];
  const fail = (error: OAuthError['error'], description: string) =>
    new RedirectableError(new OAuthError(error, description), {
      redirectUri,
      responseMode: responseMode === 'form_post' ? 'form_post' : 'query',
      state,
    });
  if (responseMode !== 'query' && responseMode !== 'form_post') {
    throw fail('invalid_request', 'response_mode must be query or form_post');
  }
  if (!pushed && requiresPushedRequests(client)) {
    throw fail('invalid_request', 'this client must push its authorization requests (PAR)');
  }
  if (params['request'] !== undefined)
    throw fail('request_not_supported', 'request is not supported');
  // A request_uri is taken before (takePushedRequest): one found here was pushed inside one.
  if (params['request_uri'] !== undefined) {
    throw fail('invalid_request', 'request_uri cannot be combined with other parameters');
  }
  if (params['response_type'] !== 'code') {
    throw fail('unsupported_response_type', 'only response_type=code is supported');
  }
  const requestedScopes = (params['scope'] ?? '').split(' ').filter(Boolean);
  if (!requestedScopes.includes('openid')) throw fail('invalid_scope', 'scope must contain openid');
  const scopes = SUPPORTED_SCOPES.filter((scope) => requestedScopes.includes(scope));

  const codeChallenge = params['code_challenge'];
  const method = params['code_challenge_method'];
  if (codeChallenge !== undefined) {
    if (method !== 'S256') throw fail('invalid_request', 'code_challenge_method must be S256');
    if (!PKCE_CHALLENGE.test(codeChallenge)) {
      throw fail('invalid_request', 'code_challenge must be a base64url SHA-256 digest');
    }
  } else if (method !== undefined) {
    throw fail('invalid_request', 'code_challenge_method without code_challenge');
  }
  const dpopJkt = params['dpop_jkt'];
  if (dpopJkt !== undefined && !JWK_THUMBPRINT.test(dpopJkt)) {
    throw fail('invalid_request', 'dpop_jkt must be a base64url SHA-256 JWK thumbprint');
  }
  if (client.fapi && codeChallenge === undefined) {
    throw fail('invalid_request', 'a FAPI 2.0 client must send code_challenge (S256)');
  }
  const nonce = params['nonce'];
  if (codeChallenge === undefined && !nonce) {
    throw fail('invalid_request', 'a request without code_challenge must carry a nonce');
  }

  const prompt = (params['prompt'] ?? '').split(' ').filter(Boolean);
  if (prompt.some((value) => !PROMPTS.has(value))) throw fail('invalid_request', 'unknown prompt');
  if (prompt.includes('none') && prompt.length > 1) {
    throw fail('invalid_request', 'prompt=none cannot be combined with other values');
  }
  // The app's own pages ask for openid alone and never for consent: an own-client request
  // altered to reach a consent step is refused (docs/authentication.md).
  if (client.isOwn && (prompt.includes('consent') || scopes.length > 1)) {
    throw fail('invalid_request', 'the application’s own sign-in asks for no consent');
  }
  const maxAgeText = params['max_age'];
  const maxAge = maxAgeText === undefined ? undefined : Number(maxAgeText);
  if (maxAge !== undefined && (!/^\d+$/.test(maxAgeText ?? '') || !Number.isSafeInteger(maxAge))) {
    throw fail('invalid_request', 'max_age must be a non-negative integer');
  }
  const acrValues = (params['acr_values'] ?? '').split(' ').filter(Boolean);
  const firstAcr = acrValues[0];
  if (firstAcr !== undefined && !isAcrLevel(firstAcr)) {
    throw fail('invalid_request', 'acr_values must start with a level from 1 to 10');
  }
  return {
    client,
    redirectUri,
    responseMode,
    state,
    nonce,
    scopes,
    codeChallenge,
    dpopJkt,
    prompt,
    maxAge,
    acrValues,
    loginHint: params['login_hint'],
  };
}
