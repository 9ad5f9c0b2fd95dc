import type { Prisma } from '@coffer/db';
import { getDb } from '@coffer/db';
import { ID_TOKEN_ALGORITHMS } from '../oidc-constants';
import { generateSigningKey } from './generate-signing-key';
import { lockSigningKeys } from './lock-signing-keys';

/**
 * A key for each algorithm that has none (a new database, or an algorithm never used), made
 * at start-up so that it is in the JWKS before the first ID token it signs
 * (docs/oidc.md#signing-keys). It signs at once: no older key of its algorithm could sign
 * meanwhile, and no relying party has been sent a token of it yet.
 */
export async function ensureSigningKeys(): Promise<void> {
  const missing = await algorithmsWithoutKey(getDb());
  if (missing.length === 0) return;
  const generated = await Promise.all(missing.map((alg) => generateSigningKey({ alg })));
  await getDb().$transaction(async (tx) => {
    await lockSigningKeys(tx);
    // Another process may have made some while these were generated.
    const stillMissing = await algorithmsWithoutKey(tx);
    const activeFrom = new Date();
    await tx.signingKey.createMany({
      data: generated
        .filter((key) => stillMissing.includes(key.alg))
        .map((key) => ({ ...key, activeFrom })),
    });
  });
}

async function algorithmsWithoutKey(db: Prisma.TransactionClient) {
  const current = await db.signingKey.findMany({
    where: { retiredAt: null },
    select: { alg: true },
  });
  return ID_TOKEN_ALGORITHMS.filter((alg) => !current.some((key) => key.alg === alg));
}
