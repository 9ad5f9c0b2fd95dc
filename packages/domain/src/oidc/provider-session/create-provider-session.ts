import { getDb } from '@coffer/db';
import { createSecret, hashSecret } from '../../secrets/hash-secret';
import { SESSION_TTL_SECONDS_ACR1, SESSION_TTL_SECONDS_STRONG } from '../oidc-constants';

export type NewProviderSession = { token: string; sessionId: string; expiresAt: Date };

/**
 * The browser's session at the provider after a completed login (contract §5): 1 hour at
 * acr 1, 30 days at acr ≥ 2. The session the browser had before, if any, ends.
 */
export async function createProviderSession(options: {
  identityId: string;
  acr: number;
  amr: string[];
  authTime: Date;
  previousToken?: string;
}): Promise<NewProviderSession> {
  const token = createSecret();
  const ttl = options.acr >= 2 ? SESSION_TTL_SECONDS_STRONG : SESSION_TTL_SECONDS_ACR1;
  const expiresAt = new Date(Date.now() + ttl * 1000);
  const data = {
    tokenHash: hashSecret(token),
    identityId: options.identityId,
    acr: options.acr,
    amr: options.amr,
    authTime: options.authTime,
    expiresAt,
  };
  const { previousToken } = options;
  const db = getDb();
  // Without an earlier session there is one write, and no transaction to pay for.
  const session = previousToken
    ? await db.$transaction(async (tx) => {
        await tx.providerSession.updateMany({
          where: { tokenHash: hashSecret(previousToken), revokedAt: null },
          data: { revokedAt: new Date() },
        });
        return tx.providerSession.create({ data, select: { id: true } });
      })
    : await db.providerSession.create({ data, select: { id: true } });
  return { token, sessionId: session.id, expiresAt };
}
