import { createHmac } from 'node:crypto';
import { deriveKey } from '../secrets/derive-key';
import { secretsEqual } from '../secrets/hash-secret';

/**
 * The CSRF token of a session (docs/http-api.md): an HMAC of the access token's id under a server
 * key. Bound to the session, stateless, and useless to anyone who cannot read our pages.
 */
export function csrfTokenFor(accessTokenId: string): string {
  return createHmac('sha256', deriveKey('csrf')).update(accessTokenId).digest('base64url');
}

export function isValidCsrfToken(accessTokenId: string, candidate: string): boolean {
  return secretsEqual(csrfTokenFor(accessTokenId), candidate);
}
