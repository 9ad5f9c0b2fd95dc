import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { getEnv } from '@coffer/env';
import { getActiveSigningKey } from '../signing-keys/get-active-signing-key';
import type { IdTokenAlgorithm } from '../oidc-constants';
import { sessionSid } from './session-sid';

/** Back-Channel Logout 1.0 §2.4: the event that marks a JWT as a logout token. */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

// A logout token is used at once; two minutes cover the delivery and the clocks' skew.
const LOGOUT_TOKEN_TTL_SECONDS = 120;

/**
 * A logout token (Back-Channel Logout 1.0 §2.4), signed as the client's ID tokens are (its
 * id_token_signed_response_alg, the provider's current key of it), typed `logout+jwt` so that
 * it can never pass for an ID token: sub and sid both, and never a nonce. Minted at each
 * attempt, so that a retry a day later is not already expired.
 */
export async function mintLogoutToken(options: {
  clientId: string;
  alg: IdTokenAlgorithm;
  identityId: string;
  sessionId: string;
}): Promise<string> {
  const { kid, key, alg } = await getActiveSigningKey({ alg: options.alg });
  return new SignJWT({
    events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
    sid: sessionSid(options.sessionId, options.clientId),
  })
    .setProtectedHeader({ alg, kid, typ: 'logout+jwt' })
    .setIssuer(getEnv().appOrigin)
    .setSubject(options.identityId)
    .setAudience(options.clientId)
    .setIssuedAt()
    .setExpirationTime(`${LOGOUT_TOKEN_TTL_SECONDS}s`)
    .setJti(randomUUID())
    .sign(key);
}
