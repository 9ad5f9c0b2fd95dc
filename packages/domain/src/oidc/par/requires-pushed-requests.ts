import { getEnv } from '@coffer/env';
import type { Client } from '../clients/client-select';

/**
 * Whether /oauth2/auth takes this client's requests only as a request_uri (RFC 9126 §6): its
 * own require_pushed_authorization_requests or FAPI 2.0 profile, or the server's setting for
 * every relying party. Coffer's own sign-in is exempt: this server builds its request
 * (docs/oidc.md#pushed-authorization-requests).
 */
export function requiresPushedRequests(client: Client): boolean {
  if (client.requirePushedAuthorizationRequests || client.fapi) return true;
  return getEnv().oidcRequirePushedAuthorizationRequests && !client.isOwn;
}
