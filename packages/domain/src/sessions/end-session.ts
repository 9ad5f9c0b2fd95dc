import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { assertSelf } from './assert-self';
import type { Caller } from './caller';
import { revokeSessions } from './revoke-sessions';

export type EndSessionOptions = { caller: Caller; identityId: string; sessionId: string };

/**
 * DELETE /identities/{id}/sessions/{session_id}: signs one of the person's browsers out. A
 * session of another identity, ended or unknown answers the same 404: the answer tells
 * nothing of other people's sessions.
 */
export async function endSession({ caller, identityId, sessionId }: EndSessionOptions) {
  assertSelf(caller, identityId);
  const ended = await getDb().$transaction((tx) =>
    revokeSessions(tx, { id: sessionId, identityId, expiresAt: { gt: new Date() } }),
  );
  if (ended === 0) {
    throw new AppError('not_found', {
      origin: 'path',
      desc: 'no such session of yours is signed in',
      details: { session_id: 'not_found' },
    });
  }
}
