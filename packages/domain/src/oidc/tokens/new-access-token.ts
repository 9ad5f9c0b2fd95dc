import { createSecret, hashSecret } from '../../secrets/hash-secret';
import { ACCESS_TOKEN_TTL_SECONDS } from '../oidc-constants';

/** An opaque token of 256 random bits: what is answered and what is stored. */
export type NewAccessToken = { token: string; tokenHash: string; expiresAt: Date };

/** Valid one hour unless told otherwise (organization tokens have a setting of their own). */
export function newAccessToken(ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): NewAccessToken {
  const token = createSecret();
  return {
    token,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  };
}
