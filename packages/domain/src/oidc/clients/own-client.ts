import { createPrivateKey, createPublicKey } from 'node:crypto';
import { importJWK, type CryptoKey, type JWK } from 'jose';
import { getEnv } from '@coffer/env';
import { getDb } from '@coffer/db';
import { deriveKey } from '../../secrets/derive-key';
import { clientSelect, type Client } from './client-select';

export const OWN_CLIENT_ID = 'coffer-web';
export const OWN_CLIENT_CALLBACK_PATH = '/auth/callback';

// PKCS#8 prefix of an Ed25519 private key: the 32-byte seed follows it.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The app's own key for private_key_jwt, derived from the server secret (Ed25519 seed =
 * HKDF(COFFER_SECRET)): nothing to store, and it changes when the secret does.
 */
export async function ownClientSigningKey(): Promise<{
  kid: string;
  key: CryptoKey;
  publicJwk: JWK;
}> {
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, deriveKey('own-client-key')]),
    format: 'der',
    type: 'pkcs8',
  });
  const privateJwk = privateKey.export({ format: 'jwk' }) as JWK;
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
  const kid = `own-${publicJwk.x?.slice(0, 16) ?? ''}`;
  return {
    kid,
    key: (await importJWK(privateJwk, 'EdDSA')) as CryptoKey,
    // No `alg`: the key signs as EdDSA or, by its fully-specified name, Ed25519.
    publicJwk: { ...publicJwk, kid, use: 'sig' },
  };
}

/**
 * Registers (or refreshes) the service's own client at start: its redirect URI follows
 * APP_ORIGIN and its JWK set follows COFFER_SECRET.
 */
export async function ensureOwnClient(): Promise<Client> {
  const { appOrigin } = getEnv();
  const { publicJwk } = await ownClientSigningKey();
  const data = {
    name: 'Coffer',
    redirectUris: [`${appOrigin}${OWN_CLIENT_CALLBACK_PATH}`],
    postLogoutRedirectUris: [`${appOrigin}/`],
    jwks: { keys: [publicJwk] },
    grantTypes: ['authorization_code' as const],
    isOwn: true,
  };
  return getDb().oAuthClient.upsert({
    where: { id: OWN_CLIENT_ID },
    create: { id: OWN_CLIENT_ID, ...data },
    update: data,
    select: clientSelect,
  });
}
