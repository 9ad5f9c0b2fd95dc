import { AppError } from '../errors/app-error';

/** An identity named by the login flow (`authn_step.identity_id`) that does not exist. */
export function identityNotFound(): AppError {
  return new AppError('not_found', {
    origin: 'body',
    desc: 'no such identity',
    details: { identity_id: 'not_found' },
  });
}

/** The method cannot be performed: the identity has not set it up (docs/authentication.md). */
export function methodNotAvailable(desc: string): AppError {
  return new AppError('conflict', { origin: 'body', desc, details: { method_name: 'conflict' } });
}

/** An account made with a passkey has no password until one is set (docs/key-model.md). */
export function accountWithoutPassword(): AppError {
  return methodNotAvailable(
    'this account has no password (it was made with a passkey): use another method',
  );
}

/** A secret that is not even shaped like one: refused before any attempt is counted. */
export function malformedMetadata(desc: string): AppError {
  return new AppError('bad_request', { origin: 'body', desc, details: { metadata: 'malformed' } });
}
