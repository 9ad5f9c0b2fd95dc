import { getDb } from '@coffer/db';
import { hashSecret } from '../../secrets/hash-secret';

/** Logout: the session ends and every token issued within it is revoked. */
export async function endProviderSession({ token }: { token: string | undefined }) {
  if (!token) return { ended: false };
  const now = new Date();
  return getDb().$transaction(async (tx) => {
    const session = await tx.providerSession.findUnique({
      where: { tokenHash: hashSecret(token) },
      select: { id: true, revokedAt: true },
    });
    if (!session || session.revokedAt) return { ended: false };
    await tx.providerSession.update({ where: { id: session.id }, data: { revokedAt: now } });
    await tx.accessToken.updateMany({
      where: { sessionId: session.id, revokedAt: null },
      data: { revokedAt: now },
    });
    return { ended: true };
  });
}
