import { importJWK, type CryptoKey, type JWK } from 'jose';
import type { SigningAlg } from '@coffer/db';
import { getDb } from '@coffer/db';
import { unseal } from '../../secrets/seal';
import { createSharedCache } from '../shared-cache';
import { createSigningKey } from './create-signing-key';

export type ActiveSigningKey = { kid: string; alg: SigningAlg; key: CryptoKey };

// Importing a key costs more than signing with it: the imported key is kept until a key of
// its algorithm changes (the trigger's NOTIFY). After a rotation elsewhere, this process may
// sign with the old key until the notice arrives; the old key is still published in the
// JWKS, so those tokens stay verifiable.
const cache = createSharedCache<ActiveSigningKey>('signing-key');

/** The newest unretired key of `alg`, created on first use. */
export async function getActiveSigningKey({ alg }: { alg: SigningAlg }): Promise<ActiveSigningKey> {
  const key = await cache.get(alg, () => loadActiveSigningKey(alg));
  if (!key) throw new Error(`no ${alg} signing key`);
  return key;
}

/** After a rotation in this process, sign with the new keys at once. */
export function forgetCachedSigningKeys(): void {
  cache.forget(null);
}

async function loadActiveSigningKey(alg: SigningAlg): Promise<ActiveSigningKey | null> {
  let row = await findNewest(alg);
  if (!row) {
    await createSigningKey({ alg });
    row = await findNewest(alg);
  }
  if (!row) return null;
  const jwk = JSON.parse(unseal(row.encryptedPrivateJwk, `signing-key:${row.id}`)) as JWK;
  return { kid: row.id, alg, key: (await importJWK(jwk, alg)) as CryptoKey };
}

function findNewest(alg: SigningAlg) {
  return getDb().signingKey.findFirst({
    where: { alg, retiredAt: null },
    orderBy: { createdAt: 'desc' },
    select: { id: true, encryptedPrivateJwk: true },
  });
}
