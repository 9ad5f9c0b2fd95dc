import {
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

/** /oauth2/token (RFC 6749 §3.2): private_key_jwt, then the grant. */
export async function handleToken(request: Request): Promise<Response> {
  if (request.method !== 'POST') throw new OAuthError('invalid_request', 'use POST');
  await limitAuthRequests({ clientIp: clientIpOf(request.headers) });
  const form = await readForm(request);
  const assertion = await verifyClientAssertion(
    readClientAuthentication(request.headers, form),
    `${getEnv().appOrigin}/oauth2/token`,
  );
  noteCaller('client');
  if (form['grant_type'] === 'authorization_code') {
    // The exchange records the assertion's jti in the statement that spends the code.
    return protocolJson(
      await exchangeAuthorizationCode({
        assertion,
        code: form['code'],
        redirectUri: form['redirect_uri'],
        codeVerifier: form['code_verifier'],
      }),
    );
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
