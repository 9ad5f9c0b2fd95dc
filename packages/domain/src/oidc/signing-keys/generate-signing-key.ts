import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { SigningAlg } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { seal } from '../../secrets/seal';

/**
 * A new provider signing key, its private half sealed under the server secret: the row to
 * insert, without the time it signs from. Made before the transaction that inserts it, since
 * an RSA key takes a while.
 */
export async function generateSigningKey({ alg }: { alg: SigningAlg }) {
  const { publicKey, privateKey } = await generateKeyPair(alg, {
    extractable: true,
    // RSA's size is a setting (OIDC_RSA_KEY_BITS, 2048 by default as the large providers
    // publish): the signature of every ID token costs about the cube of it.
    ...(alg === 'RS256' || alg === 'PS256' ? { modulusLength: getEnv().oidcRsaKeyBits } : {}),
  });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg };
  return {
    id: kid,
    alg,
    publicJwk,
    encryptedPrivateJwk: seal(JSON.stringify(privateJwk), `signing-key:${kid}`),
  };
}
