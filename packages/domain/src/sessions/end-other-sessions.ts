import { getDb } from '@coffer/db';
import { assertSelf } from './assert-self';
import type { Caller } from './caller';
import { callerSessionId } from './caller-session-id';
import { revokeSessions } from './revoke-sessions';

export type EndOtherSessionsOptions = { caller: Caller; identityId: string };

/**
 * DELETE /identities/{id}/sessions: "sign out everywhere else". Every session of the person
 * ends but the one making the request, which stays signed in.
 */
export async function endOtherSessions({ caller, identityId }: EndOtherSessionsOptions) {
  assertSelf(caller, identityId);
  const current = caller.kind === 'user' ? await callerSessionId(caller.accessTokenId) : null;
  await getDb().$transaction((tx) =>
    revokeSessions(tx, { identityId, ...(current === null ? {} : { id: { not: current } }) }),
  );
}
