import { createSecret, hashSecret } from '../../secrets/hash-secret';
import { SESSION_TTL_SECONDS_ACR1, SESSION_TTL_SECONDS_STRONG } from '../oidc-constants';

/** A provider session about to start: the browser's cookie value and the row to store. */
export type NewProviderSession = {
  /** The cookie value; only its hash is stored. */
  token: string;
  tokenHash: string;
  identityId: string;
  acr: number;
  amr: string[];
  authTime: Date;
  expiresAt: Date;
};

/**
 * The browser's session at the provider after a completed login (docs/oidc.md): 1 hour at
 * acr 1, 30 days at acr ≥ 2. Stored by the caller, in the statement that completes the login.
 */
export function newProviderSession(options: {
  identityId: string;
  acr: number;
  amr: string[];
  authTime: Date;
}): NewProviderSession {
  const token = createSecret();
  const ttl = options.acr >= 2 ? SESSION_TTL_SECONDS_STRONG : SESSION_TTL_SECONDS_ACR1;
  return {
    ...options,
    token,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + ttl * 1000),
  };
}
