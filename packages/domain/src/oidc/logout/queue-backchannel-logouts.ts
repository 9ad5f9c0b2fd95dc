import type { Prisma } from '@coffer/db';
import { enqueueJob } from '../../jobs/enqueue-job';
import { JOB_QUEUES } from '../../jobs/job-definitions';

/**
 * In the transaction that ends provider sessions (or deletes them with their identity): one
 * back-channel logout job per client that got an ID token in one of them and registered a
 * `backchannel_logout_uri` (docs/oidc.md#logout-relying-parties-hear-about). Each session is
 * marked told, so it is queued once, whichever way of ending it comes first; those that end
 * without passing here (their expiry) are found by queueEndedSessionLogouts. The job holds
 * ids only, since the session may be gone when it runs.
 */
export async function queueBackchannelLogouts(
  tx: Prisma.TransactionClient,
  sessions: Prisma.ProviderSessionWhereInput,
): Promise<void> {
  const told = await tx.providerSession.updateManyAndReturn({
    where: { ...sessions, logoutQueuedAt: null },
    data: { logoutQueuedAt: new Date() },
    select: { id: true },
  });
  if (told.length === 0) return;
  // An ID token is issued with the access token a code is exchanged for.
  const signIns = await tx.authorizationCode.findMany({
    where: {
      sessionId: { in: told.map(({ id }) => id) },
      accessTokens: { some: {} },
      client: { backchannelLogoutUri: { not: null } },
    },
    select: { clientId: true, identityId: true, sessionId: true },
    distinct: ['sessionId', 'clientId'],
  });
  for (const { clientId, identityId, sessionId } of signIns) {
    await enqueueJob(tx, JOB_QUEUES.backchannelLogout, { clientId, identityId, sessionId });
  }
}
