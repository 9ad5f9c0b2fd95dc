import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';

/**
 * A step-up's source session was signed out (or ended) before the login completed: the
 * methods carried from it prove nothing any more (docs/authentication.md#step-up-in-the-same-browser).
 * The challenge ends, so no later step can complete it either, and the person signs in afresh.
 */
export async function endStepUpChallenge(loginChallengeId: string): Promise<AppError> {
  await getDb().loginChallenge.updateMany({
    where: { id: loginChallengeId, sessionId: null },
    data: { expiresAt: new Date() },
  });
  return new AppError('gone', {
    origin: 'body',
    desc: 'the session this sign-in went on from has ended; sign in again',
    details: { login_challenge: 'expired' },
  });
}
