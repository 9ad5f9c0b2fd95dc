import { AppError } from '../errors/app-error';

/** The identity's account has no unlocker: nothing can be stored before the set-up. */
export function storageNotSetUp(): AppError {
  return new AppError('conflict', {
    origin: 'path',
    desc: 'the key storage is not set up: POST /identities/{id}/storage first',
    details: { id: 'conflict' },
  });
}

/** The set-up happens once; after a reset it can happen again. */
export function storageAlreadySetUp(): AppError {
  return new AppError('conflict', {
    origin: 'path',
    desc: 'the key storage is already set up: add unlockers and entries one by one',
    details: { id: 'conflict' },
  });
}

/** Unknown, or another account's: the same answer, so ids of others tell nothing. */
export function unlockerNotFound(): AppError {
  return new AppError('not_found', {
    origin: 'path',
    desc: 'your key storage has no such unlocker',
    details: { unlocker_id: 'not_found' },
  });
}

export function entryNotFound(): AppError {
  return new AppError('not_found', {
    origin: 'path',
    desc: 'your key storage has no such entry',
    details: { name: 'not_found' },
  });
}

/** A request field that breaks a rule of the storage's state (400 invalid or 409 conflict). */
export function storageFieldError(
  code: 'bad_request' | 'conflict',
  field: string,
  desc: string,
): AppError {
  return new AppError(code, {
    origin: 'body',
    desc,
    details: { [field]: code === 'conflict' ? 'conflict' : 'invalid' },
  });
}
