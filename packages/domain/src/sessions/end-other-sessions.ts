import { getDb } from '@coffer/db';
import { assertSelf } from './assert-self';
import type { Caller } from './caller';
import { revokeSessions } from './revoke-sessions';

export type EndOtherSessionsOptions = { caller: Caller; identityId: string };

/**
 * DELETE /identities/{id}/sessions: "sign out everywhere else". Every session of the person
 * ends but the one making the request, which stays signed in.
 */
export async function endOtherSessions({ caller, identityId }: EndOtherSessionsOptions) {
  assertSelf(caller, identityId);
  const current = caller.kind === 'user' ? caller.sessionId : null;
  await getDb().$transaction((tx) =>
    revokeSessions(tx, { identityId, ...(current === null ? {} : { id: { not: current } }) }),
  );
}
