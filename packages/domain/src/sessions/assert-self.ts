import { AppError } from '../errors/app-error';
import type { Caller } from './caller';

/** The caller must be the identity the operation concerns (token claim mid = path id). */
export function assertSelf(caller: Caller, identityId: string): void {
  if (caller.kind !== 'user' || caller.identityId !== identityId) {
    throw new AppError('forbidden', {
      origin: 'path',
      desc: 'this identity is not yours',
      details: { id: 'forbidden' },
    });
  }
}
