import { getEnv } from '@coffer/env';
import { DPOP_ALGORITHMS, type OAuthError } from '@coffer/domain/oidc';

/** The `WWW-Authenticate` value a back-channel endpoint adds to one of its refusals. */
export type Challenge = (
  refusal: { error: OAuthError; status: number },
  request: Request,
) => string | undefined;

// An auth-scheme is an HTTP token (RFC 9110 §11.1): only such a name is echoed back.
const AUTH_SCHEME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+(?=\s|$)/;

/**
 * The token and revocation endpoints' 401 (RFC 6749 §5.2): a client that tried the
 * Authorization header is challenged with its own scheme (Basic for client_secret_basic);
 * every other 401 names Basic, since HTTP wants a challenge on each 401 (RFC 9110 §15.5.2)
 * and private_key_jwt has no scheme of its own. Only private_key_jwt is accepted all the
 * same (docs/oidc.md, "Client authentication").
 */
export const clientChallenge: Challenge = ({ status }, request) => {
  if (status !== 401) return undefined;
  const used = AUTH_SCHEME.exec(request.headers.get('authorization')?.trim() ?? '')?.[0];
  return `${used ?? 'Basic'} realm="${getEnv().appOrigin}"`;
};

// The errors of RFC 6750 §3.1 the endpoint answers (it has no scopes to find insufficient),
// and RFC 9449 §7.1's.
const RESOURCE_ERRORS = new Set([
  'invalid_request',
  'invalid_token',
  'invalid_dpop_proof',
  'use_dpop_nonce',
]);

/**
 * The userinfo endpoint is a protected resource: its refusals carry a challenge with their
 * error code, Bearer (RFC 6750 §3), or DPoP with its algorithms for a request that used DPoP
 * (RFC 9449 §7.1). Busy or broken answers (429, 503, 500) carry none.
 */
export const userinfoChallenge: Challenge = ({ error }, request) => {
  if (!RESOURCE_ERRORS.has(error.error)) return undefined;
  const dpop =
    request.headers.has('dpop') || /^dpop /i.test(request.headers.get('authorization') ?? '');
  return dpop
    ? `DPoP error="${error.error}", algs="${DPOP_ALGORITHMS.join(' ')}"`
    : `Bearer error="${error.error}"`;
};
