import {
  parseAuthorizationRequest,
  RedirectableError,
  UntrustedRedirectError,
} from '../authorize/parse-authorization-request';
import { countLimit, type LimitInStatement } from '../../rate-limit/limit-in-statement';
import { rememberClientAssertion } from '../client-auth/remember-client-assertion';
import type { VerifiedClientAssertion } from '../client-auth/verify-client-assertion';
import { OAuthError } from '../oauth-error';
import { storePushedRequest } from './store-pushed-request';

/**
 * The pushed authorization request endpoint (RFC 9126 §2): an authenticated client sends its
 * authorization request straight to Coffer, which checks it as /oauth2/auth would and keeps
 * it for 60 s under a request_uri the browser then brings, once. Nothing of the request goes
 * through the browser, so nobody on the way can read or alter it. The client assertion is
 * spent whatever the answer, as at the token endpoint; then the request counts in the
 * client's limit (a replay, refused, counts in its address's: the caller's way out).
 */
export async function pushAuthorizationRequest(options: {
  assertion: VerifiedClientAssertion;
  /** The request's limit, counted here once the jti is recorded. */
  limit: LimitInStatement;
  params: Record<string, string | undefined>;
  /** The key of the request's DPoP proof: its code will be exchanged with that key only. */
  dpopJkt?: string;
}): Promise<{ request_uri: string; expires_in: number }> {
  const { client } = options.assertion;
  await rememberClientAssertion(options.assertion, options.limit);
  await countLimit(options.limit);
  // The client's authentication is not part of its request.
  const {
    client_assertion: _assertion,
    client_assertion_type: _assertionType,
    ...params
  } = options.params;
  if (params['request_uri'] !== undefined) {
    throw new OAuthError('invalid_request', 'request_uri cannot be pushed (RFC 9126 §2.1)');
  }
  if (
    options.dpopJkt !== undefined &&
    (params['dpop_jkt'] ?? options.dpopJkt) !== options.dpopJkt
  ) {
    throw new OAuthError('invalid_dpop_proof', 'dpop_jkt is not the thumbprint of the proof’s key');
  }
  const parameters = {
    ...params,
    client_id: client.id,
    dpop_jkt: options.dpopJkt ?? params['dpop_jkt'],
  };
  try {
    await parseAuthorizationRequest(parameters, { pushed: true });
  } catch (error) {
    // The client is here, not behind a browser: every refusal is answered to it directly.
    if (error instanceof RedirectableError) throw error.oauthError;
    if (error instanceof UntrustedRedirectError) {
      throw new OAuthError('invalid_request', error.message);
    }
    throw error;
  }
  return storePushedRequest({ clientId: client.id, parameters });
}
