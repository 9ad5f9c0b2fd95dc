import {
  acceptDpopProof,
  exchangeAuthorizationCode,
  issueClientCredentialsToken,
  OAuthError,
  rememberClientAssertion,
  verifyClientAssertion,
} from '@coffer/domain/oidc';
import { limitAuthRequests } from '@coffer/domain/rate-limit';
import { getEnv } from '@coffer/env';
import { clientIpOf } from '../auth/client-ip';
import { readClientAuthentication } from '../auth/read-credentials';
import { noteCaller } from '../observability/request-context';
import { protocolJson, readForm } from './http-helpers';

/**
 * /oauth2/token (RFC 6749 §3.2): private_key_jwt, then the grant. A code exchange with a DPoP
 * header gets a token bound to the proof's key (RFC 9449 §5).
 */
export async function handleToken(request: Request): Promise<Response> {
  if (request.method !== 'POST') throw new OAuthError('invalid_request', 'use POST');
  await limitAuthRequests({ clientIp: clientIpOf(request.headers) });
  const form = await readForm(request);
  const tokenUrl = `${getEnv().appOrigin}/oauth2/token`;
  const assertion = await verifyClientAssertion(
    readClientAuthentication(request.headers, form),
    tokenUrl,
  );
  noteCaller('client');
  const proof = request.headers.get('dpop');
  if (form['grant_type'] === 'authorization_code') {
    const dpop =
      proof === null ? null : await acceptDpopProof({ proof, method: 'POST', url: tokenUrl });
    // The exchange records the assertion's jti in the statement that spends the code.
    return protocolJson(
      await exchangeAuthorizationCode({
        assertion,
        code: form['code'],
        redirectUri: form['redirect_uri'],
        codeVerifier: form['code_verifier'],
        dpopJkt: dpop?.jkt ?? null,
      }),
    );
  }
  if (proof !== null) {
    // /api takes an organization's token as Bearer only: a bound one would be bound in name.
    throw new OAuthError('invalid_dpop_proof', 'DPoP binds only authorization_code tokens');
  }
  if (form['grant_type'] === 'client_credentials') {
    // The token is stored in the statement that records the assertion's jti.
    return protocolJson(await issueClientCredentialsToken({ assertion }));
  }
  await rememberClientAssertion(assertion);
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
