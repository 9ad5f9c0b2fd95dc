import { getDb } from '@coffer/db';
import { ID_TOKEN_ALGORITHMS } from '../oidc-constants';
import { createSigningKey } from './create-signing-key';
import { forgetCachedSigningKeys } from './get-active-signing-key';

/**
 * New keys for every algorithm; the current ones are retired (they stop signing but stay in
 * the JWKS until every token they signed has expired).
 */
export async function rotateSigningKeys() {
  const retired = await getDb().signingKey.updateMany({
    where: { retiredAt: null },
    data: { retiredAt: new Date() },
  });
  const created = [];
  for (const alg of ID_TOKEN_ALGORITHMS) created.push(await createSigningKey({ alg }));
  forgetCachedSigningKeys();
  return { created, retired: retired.count };
}
