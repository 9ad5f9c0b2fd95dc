import { AppError } from '../errors/app-error';

/** The identity of the path does not exist (public reads; self-scoped ones answer 403 first). */
export function identityNotFound(): AppError {
  return new AppError('not_found', {
    origin: 'path',
    desc: 'no such identity',
    details: { id: 'not_found' },
  });
}
