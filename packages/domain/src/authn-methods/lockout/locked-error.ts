import { AppError } from '../../errors/app-error';

/** 429 `locked` with Retry-After (docs/authentication.md), in whole seconds, never less than one. */
export function lockedError(field: string, lockedUntil: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new AppError('too_many_requests', {
    origin: 'body',
    desc: `too many failed attempts: this method is locked for ${seconds} s`,
    details: { [field]: 'locked' },
    headers: { 'retry-after': String(seconds) },
  });
}
