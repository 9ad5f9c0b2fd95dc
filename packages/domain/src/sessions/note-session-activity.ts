import { getDb } from '@coffer/db';
import type { UserCaller } from './caller';
import { callerSessionId } from './caller-session-id';
import { networkOf } from './network-of';

/** Activity closer than this to the last one noted is not written again. */
const ACTIVITY_RESOLUTION_MS = 60_000;

export type NoteSessionActivityOptions = {
  caller: UserCaller;
  userAgent: string | null;
  clientIp: string;
};

/**
 * The app's pages ask who is signed in on every load (GET /auth/session): that request tells
 * the session's list entry its browser, network and last activity. At most one write a
 * minute per session, so page loads do not each cost an UPDATE.
 */
export async function noteSessionActivity({
  caller,
  userAgent,
  clientIp,
}: NoteSessionActivityOptions): Promise<void> {
  const sessionId = await callerSessionId(caller.accessTokenId);
  if (sessionId === null) return;
  const now = new Date();
  await getDb().providerSession.updateMany({
    where: {
      id: sessionId,
      OR: [
        { lastActiveAt: null },
        { lastActiveAt: { lt: new Date(now.getTime() - ACTIVITY_RESOLUTION_MS) } },
      ],
    },
    data: {
      userAgent: userAgent?.slice(0, 512) ?? null,
      network: networkOf(clientIp),
      lastActiveAt: now,
    },
  });
}
