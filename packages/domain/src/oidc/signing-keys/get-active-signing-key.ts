import { importJWK, type CryptoKey, type JWK } from 'jose';
import type { SigningAlg } from '@coffer/db';
import { getDb } from '@coffer/db';
import { unseal } from '../../secrets/seal';
import { SHARED_CACHE_MS } from '../shared-cache-lifetime';
import { createSigningKey } from './create-signing-key';

export type ActiveSigningKey = { kid: string; alg: SigningAlg; key: CryptoKey };

// Importing a key costs more than signing with it: keep the imported key for a short while.
// After a rotation elsewhere, this process signs with the old key for at most
// SHARED_CACHE_MS, which is still published in the JWKS, so its tokens stay verifiable.
const cache = new Map<SigningAlg, { key: ActiveSigningKey; until: number }>();

/** The newest unretired key of `alg`, created on first use. */
export async function getActiveSigningKey({ alg }: { alg: SigningAlg }): Promise<ActiveSigningKey> {
  const cached = cache.get(alg);
  if (cached && cached.until > Date.now()) return cached.key;
  let row = await findNewest(alg);
  if (!row) {
    await createSigningKey({ alg });
    row = await findNewest(alg);
  }
  if (!row) throw new Error(`no ${alg} signing key`);
  const jwk = JSON.parse(unseal(row.encryptedPrivateJwk, `signing-key:${row.id}`)) as JWK;
  const key = { kid: row.id, alg, key: (await importJWK(jwk, alg)) as CryptoKey };
  cache.set(alg, { key, until: Date.now() + SHARED_CACHE_MS });
  return key;
}

/** After a rotation in this process, sign with the new keys at once. */
export function forgetCachedSigningKeys(): void {
  cache.clear();
}

function findNewest(alg: SigningAlg) {
  return getDb().signingKey.findFirst({
    where: { alg, retiredAt: null },
    orderBy: { createdAt: 'desc' },
    select: { id: true, encryptedPrivateJwk: true },
  });
}
