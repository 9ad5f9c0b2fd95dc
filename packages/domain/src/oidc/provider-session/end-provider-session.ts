import { getDb } from '@coffer/db';
import { hashSecret } from '../../secrets/hash-secret';
import { queueBackchannelLogouts } from '../logout/queue-backchannel-logouts';

export type EndedProviderSession = { ended: false } | { ended: true; sessionId: string };

/**
 * Logout: the session ends and every token issued within it is revoked; its relying parties
 * are told by the back channel (docs/oidc.md#logout-relying-parties-hear-about).
 */
export async function endProviderSession({
  token,
}: {
  token: string | undefined;
}): Promise<EndedProviderSession> {
  if (!token) return { ended: false };
  const now = new Date();
  return getDb().$transaction(async (tx) => {
    const session = await tx.providerSession.findUnique({
      where: { tokenHash: hashSecret(token) },
      select: { id: true, revokedAt: true },
    });
    if (!session || session.revokedAt) return { ended: false } as const;
    await tx.providerSession.update({ where: { id: session.id }, data: { revokedAt: now } });
    await tx.accessToken.updateMany({
      where: { sessionId: session.id, revokedAt: null },
      data: { revokedAt: now },
    });
    await queueBackchannelLogouts(tx, { id: session.id });
    return { ended: true, sessionId: session.id } as const;
  });
}
