import { AppError } from '../../errors/app-error';
import { applyDueLock } from './apply-due-lock';
import type { ReservedAttempt } from './authn-attempt';
import { lockedError } from './locked-error';

/**
 * The reserved attempt failed (it is already counted): locks what this failure completes a
 * series of, and returns the error to throw: 429 `locked` when the attempt's source is now
 * locked, else 403 with `reason` (`invalid`, or `expired` for a code too old).
 */
export async function recordAuthnFailure(
  attempt: ReservedAttempt,
  reason: 'invalid' | 'expired',
): Promise<AppError> {
  const now = new Date();
  const field = attempt.field ?? 'metadata';
  const lockedUntil = await applyDueLock(attempt, now);
  if (lockedUntil) return lockedError(field, lockedUntil, now);
  return new AppError('forbidden', {
    origin: 'body',
    desc: reason === 'expired' ? 'this code has expired' : 'the secret is wrong',
    details: { [field]: reason },
  });
}
