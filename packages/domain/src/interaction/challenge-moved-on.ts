import { AppError } from '../errors/app-error';

/** The challenge changed identity or finished while a step was being checked: 409. */
export function challengeMovedOn(): AppError {
  return new AppError('conflict', {
    origin: 'body',
    desc: 'this sign-in changed while the step was checked; start again',
    details: { login_challenge: 'conflict' },
  });
}
