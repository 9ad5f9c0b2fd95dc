import { importJWK, type CryptoKey, type JWK } from 'jose';
import type { SigningAlg } from '@coffer/db';
import { getDb } from '@coffer/db';
import { unseal } from '../../secrets/seal';
import { createSharedCache } from '../shared-cache';
import { ensureSigningKeys } from './ensure-signing-keys';

export type ActiveSigningKey = { kid: string; alg: SigningAlg; key: CryptoKey };

/** The key, and when (epoch ms) another key of its algorithm takes over. */
type Kept = ActiveSigningKey & { until: number };

// Importing a key costs more than signing with it: the imported key is kept until another
// takes over (a time known when it is read), or until a key of its algorithm changes (the
// trigger's NOTIFY, e.g. a rotation elsewhere).
const cache = createSharedCache<Kept>('signing-key');

/**
 * The key that signs `alg` now (docs/oidc.md#signing-keys): the newest that has reached its
 * activeFrom and is not retired. A rotated key thus signs only once relying parties have had
 * time to read it from the JWKS; the key it replaces signs until then.
 */
export async function getActiveSigningKey({ alg }: { alg: SigningAlg }): Promise<ActiveSigningKey> {
  let key = await cache.get(alg, () => loadActiveSigningKey(alg));
  if (key && key.until <= Date.now()) {
    cache.forget(alg);
    key = await cache.get(alg, () => loadActiveSigningKey(alg));
  }
  if (!key) throw new Error(`no ${alg} signing key`);
  return key;
}

/** After a rotation in this process, read the keys again at once. */
export function forgetCachedSigningKeys(): void {
  cache.forget(null);
}

async function loadActiveSigningKey(alg: SigningAlg): Promise<Kept | null> {
  let rows = await findUnretired(alg);
  // Made at start-up; made here if something removed them since.
  if (rows.length === 0) {
    await ensureSigningKeys();
    rows = await findUnretired(alg);
  }
  const now = Date.now();
  // Newest first. None active happens only when the clock of the process that made the
  // first key runs ahead of this one's: the key to start first is published already.
  const row = rows.find((candidate) => candidate.activeFrom.getTime() <= now) ?? rows.at(-1);
  if (!row) return null;
  const handovers = rows
    .map((candidate) => candidate.activeFrom.getTime())
    .filter((activeFrom) => activeFrom > now);
  const until = Math.min(row.retiredAt?.getTime() ?? Infinity, ...handovers);
  const jwk = JSON.parse(unseal(row.encryptedPrivateJwk, `signing-key:${row.id}`)) as JWK;
  return { kid: row.id, alg, key: (await importJWK(jwk, alg)) as CryptoKey, until };
}

/** The keys of `alg` that sign now or will: newest activeFrom first. */
function findUnretired(alg: SigningAlg) {
  return getDb().signingKey.findMany({
    where: { alg, OR: [{ retiredAt: null }, { retiredAt: { gt: new Date() } }] },
    orderBy: [{ activeFrom: 'desc' }, { createdAt: 'desc' }],
    select: { id: true, encryptedPrivateJwk: true, activeFrom: true, retiredAt: true },
  });
}
