import { randomBytes } from 'node:crypto';
import { RELYING_PARTY_REDIRECT_URI } from '@coffer/api/test-relying-party';

/**
 * A relying party's sign-in request to Coffer at `origin` (code flow, fresh state and nonce),
 * as the bench's browsers and clients start one.
 */
export function authorizationUrl(origin: string, clientId: string): URL {
  const url = new URL('/oauth2/auth', origin);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: RELYING_PARTY_REDIRECT_URI,
    response_type: 'code',
    scope: 'openid',
    state: randomBytes(16).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
  }).toString();
  return url;
}
