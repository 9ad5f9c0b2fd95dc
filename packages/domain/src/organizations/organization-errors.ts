import { AppError } from '../errors/app-error';

/**
 * The caller holds no role in the organization of the path that the operation needs. An
 * unknown organization answers the same, so the refusal says nothing about which ids exist.
 */
export function organizationForbidden(): AppError {
  return new AppError('forbidden', {
    origin: 'path',
    desc: 'this operation needs another role in this organization',
    details: { oid: 'forbidden' },
  });
}
