import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

/** The relying party's ES256 key for private_key_jwt, registered at both providers. */
export type RelyingPartyKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

/** Where the (never followed) redirects of the benchmark's relying party point. */
export const RELYING_PARTY_REDIRECT_URI = 'http://127.0.0.1:9/callback';

export async function createRelyingPartyKey(): Promise<RelyingPartyKey> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  return {
    kid,
    privateKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' },
  };
}
