import { getDb } from '@coffer/db';
import { hashSecret } from '../../secrets/hash-secret';

/** The active session named by the browser's session cookie, if any. */
export async function findProviderSession({ token }: { token: string | undefined }) {
  if (!token) return null;
  return getDb().providerSession.findFirst({
    where: { tokenHash: hashSecret(token), revokedAt: null, expiresAt: { gt: new Date() } },
    select: {
      id: true,
      identityId: true,
      acr: true,
      amr: true,
      authTime: true,
      identity: { select: { mfaMethod: true, accountId: true, identifierValue: true } },
    },
  });
}

export type ProviderSession = NonNullable<Awaited<ReturnType<typeof findProviderSession>>>;
