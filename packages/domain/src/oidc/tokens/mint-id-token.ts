import { SignJWT } from 'jose';
import { getEnv } from '@coffer/env';
import { sessionSid } from '../logout/session-sid';
import { getActiveSigningKey } from '../signing-keys/get-active-signing-key';
import { ID_TOKEN_TTL_SECONDS, type IdTokenAlgorithm } from '../oidc-constants';

export type IdTokenClaims = {
  clientId: string;
  /** The client's id_token_signed_response_alg. */
  alg: IdTokenAlgorithm;
  isOwnClient: boolean;
  identityId: string;
  accountId: string | null;
  nonce: string | null;
  acr: number;
  amr: string[];
  scopes: string[];
  authTime: Date;
  /** The provider session the code came from: its `sid` for this client, when it has one. */
  sessionId: string | null;
};

/**
 * The ID token (docs/oidc.md): standard claims, acr as a string ("2"), amr, sco, and for the
 * service's own client mid (identity) and aid (account or null). sub is the identity id;
 * sid names the session for this client, as its logout tokens will (docs/oidc.md#the-id-token).
 */
export async function mintIdToken(claims: IdTokenClaims): Promise<string> {
  const { kid, key, alg } = await getActiveSigningKey({ alg: claims.alg });
  const payload: Record<string, unknown> = {
    auth_time: Math.floor(claims.authTime.getTime() / 1000),
    acr: String(claims.acr),
    amr: claims.amr,
    sco: claims.scopes.join(' '),
  };
  if (claims.nonce) payload['nonce'] = claims.nonce;
  if (claims.sessionId) payload['sid'] = sessionSid(claims.sessionId, claims.clientId);
  if (claims.isOwnClient) {
    payload['mid'] = claims.identityId;
    payload['aid'] = claims.accountId;
  }
  return new SignJWT(payload)
    .setProtectedHeader({ alg, kid, typ: 'JWT' })
    .setIssuer(getEnv().appOrigin)
    .setSubject(claims.identityId)
    .setAudience(claims.clientId)
    .setIssuedAt()
    .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}
