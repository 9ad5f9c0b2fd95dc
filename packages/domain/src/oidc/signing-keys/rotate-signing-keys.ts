import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { ID_TOKEN_ALGORITHMS } from '../oidc-constants';
import { generateSigningKey } from './generate-signing-key';
import { forgetCachedSigningKeys } from './get-active-signing-key';
import { lockSigningKeys } from './lock-signing-keys';

/**
 * A new key of every algorithm, in the JWKS at once and signing OIDC_NEW_KEY_DELAY_SECONDS
 * later, once relying parties have read it (docs/oidc.md#signing-keys). The current keys sign
 * until then (their retiredAt) and stay in the JWKS until every token they signed has
 * expired. An algorithm that had no key gets one that signs at once, as at start-up.
 * `signAtOnce` is for current keys that must not or cannot sign any more (leaked, or sealed
 * under a COFFER_SECRET since changed): relying parties may then fail to verify for a minute.
 */
export async function rotateSigningKeys({ signAtOnce = false }: { signAtOnce?: boolean } = {}) {
  const generated = await Promise.all(
    ID_TOKEN_ALGORITHMS.map((alg) => generateSigningKey({ alg })),
  );
  const now = new Date();
  const delaySeconds = signAtOnce ? 0 : getEnv().oidcNewKeyDelaySeconds;
  const signsFrom = new Date(now.getTime() + delaySeconds * 1000);
  const rotation = await getDb().$transaction(async (tx) => {
    await lockSigningKeys(tx);
    const current = await tx.signingKey.findMany({
      where: { retiredAt: null },
      select: { alg: true },
    });
    // Signing at once also stops the keys a pending rotation left signing until its time.
    const retired = await tx.signingKey.updateMany({
      where: signAtOnce
        ? { OR: [{ retiredAt: null }, { retiredAt: { gt: now } }] }
        : { retiredAt: null },
      data: { retiredAt: signsFrom },
    });
    const created = generated.map((key) => ({
      ...key,
      activeFrom: current.some(({ alg }) => alg === key.alg) ? signsFrom : now,
    }));
    await tx.signingKey.createMany({ data: created });
    return {
      created: created.map(({ id, alg, activeFrom }) => ({ id, alg, activeFrom })),
      retired: retired.count,
    };
  });
  // This process learns at once when its keys change hands (others by the trigger's NOTIFY).
  forgetCachedSigningKeys();
  return rotation;
}
