import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import { getEnv } from '../env';

const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

const discovery = z.object({ jwks_uri: z.url() });
const logoutClaims = z.object({
  sid: z.string().min(1),
  events: z.object({ [BACKCHANNEL_LOGOUT_EVENT]: z.object({}) }),
  jti: z.string().min(1),
  nonce: z.never({ error: 'a logout token never carries a nonce' }).optional(),
});

let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;

/** Coffer's JWKS, its address read once from discovery (jose caches the keys). */
function cofferKeys() {
  keys ??= (async () => {
    const response = await fetch(`${getEnv().cofferIssuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`Coffer discovery answered ${response.status}`);
    return createRemoteJWKSet(new URL(discovery.parse(await response.json()).jwks_uri));
  })();
  keys.catch(() => {
    keys = undefined;
  });
  return keys;
}

/**
 * A logout token as Back-Channel Logout 1.0 §2.6 has the RP check it: signed by Coffer (its
 * JWKS), typed `logout+jwt`, issued by Coffer for this client, recent, with the logout event
 * and no nonce. Its `sid`, which the ID token of the session carried, or a thrown error.
 */
export async function verifyLogoutToken(token: string): Promise<string> {
  const env = getEnv();
  const { payload } = await jwtVerify(token, await cofferKeys(), {
    issuer: env.cofferIssuer,
    audience: env.clientId,
    typ: 'logout+jwt',
    maxTokenAge: '2 minutes',
  });
  return logoutClaims.parse(payload).sid;
}
