import type { JWK } from 'jose';
import { getDb } from '@coffer/db';
import { ID_TOKEN_TTL_SECONDS } from '../oidc-constants';

/**
 * The JWKS (docs/oidc.md#signing-keys): every key from when it is made, before it signs, and
 * after it stops signing (retiredAt) while a token it signed may still be valid.
 */
export async function listPublishedKeys(): Promise<{ keys: JWK[] }> {
  const stillValidSince = new Date(Date.now() - ID_TOKEN_TTL_SECONDS * 1000);
  const rows = await getDb().signingKey.findMany({
    where: { OR: [{ retiredAt: null }, { retiredAt: { gt: stillValidSince } }] },
    orderBy: { createdAt: 'desc' },
    select: { publicJwk: true },
  });
  return { keys: rows.map((row) => row.publicJwk as JWK) };
}
