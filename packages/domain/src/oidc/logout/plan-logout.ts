import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { getEnv } from '@coffer/env';
import { findClient } from '../clients/find-client';
import { OAuthError } from '../oauth-error';
import { listPublishedKeys } from '../signing-keys/list-published-keys';

export type LogoutPlan = {
  /** Where the browser goes afterwards. */
  location: string;
  /** The person the id_token_hint names (its `sub`), when it is one of our ID tokens. */
  hintSubject: string | null;
};

/**
 * RP-initiated logout (OIDC RP-Initiated Logout 1.0): where the browser goes afterwards, and
 * whom the id_token_hint (our signature, expiry ignored) names. A post_logout_redirect_uri is
 * honoured only when registered for the client named by the hint or client_id.
 */
export async function planLogout(params: Record<string, string | undefined>): Promise<LogoutPlan> {
  const { appOrigin } = getEnv();
  const redirectUri = params['post_logout_redirect_uri'];
  let clientId = params['client_id'];
  let hintSubject: string | null = null;
  const hint = params['id_token_hint'];
  if (hint) {
    const keys = createLocalJWKSet(await listPublishedKeys());
    try {
      // An expired ID token still identifies the client: check the signature, not the age.
      const exp = decodeJwt(hint).exp ?? 0;
      const { payload } = await jwtVerify(hint, keys, {
        issuer: appOrigin,
        currentDate: new Date(exp * 1000 - 1000),
      });
      const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      if (clientId !== undefined && clientId !== audience) {
        throw new OAuthError('invalid_request', 'client_id does not match id_token_hint');
      }
      clientId = audience;
      hintSubject = payload.sub ?? null;
    } catch (error) {
      if (error instanceof OAuthError) throw error;
      throw new OAuthError('invalid_request', 'id_token_hint is not an ID token of this provider');
    }
  }
  if (!redirectUri) return { location: `${appOrigin}/`, hintSubject };
  const client = clientId ? await findClient({ clientId }) : null;
  if (!client || !client.postLogoutRedirectUris.includes(redirectUri)) {
    throw new OAuthError(
      'invalid_request',
      'post_logout_redirect_uri is not registered for this client',
    );
  }
  const location = new URL(redirectUri);
  const state = params['state'];
  if (state !== undefined) location.searchParams.set('state', state);
  return { location: location.toString(), hintSubject };
}
