import { createHmac } from 'node:crypto';
import { deriveKey } from '../../secrets/derive-key';

/**
 * The `sid` a client sees for a provider session, in its ID tokens and logout tokens alike
 * (docs/oidc.md#logout-relying-parties-hear-about): stable for the session and the client,
 * different for each client, so that two relying parties cannot match their sessions, and
 * not the session's own id, which the account page's API names. Derived, so nothing is stored.
 */
export function sessionSid(sessionId: string, clientId: string): string {
  return createHmac('sha256', deriveKey('session-sid'))
    .update(`${sessionId}\n${clientId}`)
    .digest('base64url');
}
