import {
  exchangeAuthorizationCode,
  issueClientCredentialsToken,
  OAuthError,
  rememberClientAssertion,
} from '@coffer/domain/oidc';
import { withRequestLimit, type LimitInStatement } from '@coffer/domain/rate-limit';
import { clientIpOf } from '../auth/client-ip';
import { protocolJson } from './http-helpers';
import { readClientRequest } from './read-client-request';

/**
 * /oauth2/token (RFC 6749 §3.2): private_key_jwt, then the grant. A code exchange with a DPoP
 * header gets a token bound to the proof's key (RFC 9449 §5). The grant's statement counts
 * the request against the client's limit (its address's for a replayed assertion); a request
 * refused before it is counted on the way out, in its address's limit unless its assertion
 * was recorded, and answered 429 instead when beyond the limit, as if counted first.
 */
export function handleToken(request: Request): Promise<Response> {
  return withRequestLimit(clientIpOf(request.headers), (limit) => answerGrant(request, limit));
}

async function answerGrant(request: Request, limit: LimitInStatement): Promise<Response> {
  if (request.method !== 'POST') throw new OAuthError('invalid_request', 'use POST');
  const { form, assertion, hasDpopProof, acceptDpop } = await readClientRequest(
    request,
    '/oauth2/token',
  );
  if (form['grant_type'] === 'authorization_code') {
    const dpop = await acceptDpop();
    // The exchange records the assertion's jti in the statement that spends the code.
    return protocolJson(
      await exchangeAuthorizationCode({
        assertion,
        limit,
        code: form['code'],
        redirectUri: form['redirect_uri'],
        codeVerifier: form['code_verifier'],
        dpopJkt: dpop?.jkt ?? null,
      }),
    );
  }
  if (hasDpopProof) {
    // /api takes an organization's token as Bearer only: a bound one would be bound in name.
    throw new OAuthError('invalid_dpop_proof', 'DPoP binds only authorization_code tokens');
  }
  if (form['grant_type'] === 'client_credentials') {
    // The token is stored in the statement that records the assertion's jti.
    return protocolJson(await issueClientCredentialsToken({ assertion, limit }));
  }
  await rememberClientAssertion(assertion, limit);
  switch (form['grant_type']) {
    case undefined:
      throw new OAuthError('invalid_request', 'grant_type is required');
    default:
      throw new OAuthError(
        'unsupported_grant_type',
        'grant_type must be authorization_code or client_credentials',
      );
  }
}
