import type { Prisma } from '@coffer/db';
import { queueBackchannelLogouts } from '../oidc/logout/queue-backchannel-logouts';

/**
 * Ends provider sessions and revokes every token issued within them, so each browser is
 * signed out at its next request (docs/oidc.md: logout ends the session and its tokens), and
 * the relying parties that signed the person in within them hear of it (back-channel logout).
 */
export async function revokeSessions(
  tx: Prisma.TransactionClient,
  where: Prisma.ProviderSessionWhereInput,
): Promise<number> {
  const now = new Date();
  const sessions = await tx.providerSession.findMany({
    where: { ...where, revokedAt: null },
    select: { id: true },
  });
  const ids = sessions.map(({ id }) => id);
  if (ids.length === 0) return 0;
  await tx.providerSession.updateMany({ where: { id: { in: ids } }, data: { revokedAt: now } });
  await tx.accessToken.updateMany({
    where: {
      revokedAt: null,
      OR: [{ sessionId: { in: ids } }, { authorizationCode: { sessionId: { in: ids } } }],
    },
    data: { revokedAt: now },
  });
  await queueBackchannelLogouts(tx, { id: { in: ids } });
  return ids.length;
}
