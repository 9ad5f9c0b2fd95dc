import { AppError } from '../errors/app-error';

/** The identity of the path (`/identities/{id}/account`) does not exist. */
export function identityNotFound(): AppError {
  return new AppError('not_found', {
    origin: 'path',
    desc: 'no such identity',
    details: { id: 'not_found' },
  });
}

/** An identity belongs to one account at most. */
export function identityAlreadyInAccount(): AppError {
  return new AppError('conflict', {
    origin: 'path',
    desc: 'this identity already belongs to an account',
    details: { id: 'conflict' },
  });
}
