import { getDb } from '@coffer/db';
import { queueBackchannelLogouts } from '../oidc/logout/queue-backchannel-logouts';

/**
 * POST /api/auth/logout: the app's token is revoked, and so is the provider session it came
 * from with every token issued within it (docs/oidc.md: logout ends the session), and the
 * relying parties that signed the person in within it are told (back-channel logout).
 */
export async function endOwnSession({ accessTokenId }: { accessTokenId: string }) {
  const now = new Date();
  await getDb().$transaction(async (tx) => {
    const token = await tx.accessToken.update({
      where: { id: accessTokenId },
      data: { revokedAt: now },
      select: { sessionId: true, authorizationCode: { select: { sessionId: true } } },
    });
    const sessionId = token.sessionId ?? token.authorizationCode?.sessionId ?? null;
    if (sessionId === null) return;
    await tx.providerSession.updateMany({
      where: { id: sessionId, revokedAt: null },
      data: { revokedAt: now },
    });
    await tx.accessToken.updateMany({
      where: { sessionId, revokedAt: null },
      data: { revokedAt: now },
    });
    await queueBackchannelLogouts(tx, { id: sessionId });
  });
}
