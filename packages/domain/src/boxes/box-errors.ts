import { AppError, type ErrorOrigin } from '../errors/app-error';

/**
 * A box the caller may not see (docs/http-api.md): `not_member` when they could join it (a
 * public box, or an access rule that matches them), else `no_access`. An unknown box id
 * answers exactly like `no_access`, so the answer is no oracle of which boxes exist.
 */
export function boxAccessRefused(
  reason: 'not_member' | 'no_access',
  origin: ErrorOrigin = 'path',
): AppError {
  return new AppError('forbidden', {
    origin,
    desc:
      reason === 'not_member'
        ? 'join this box to use it'
        : 'this box does not exist or you have no access to it',
    details: { reason },
  });
}

/** A member asked for something only a box admin may do; `field` names what was refused. */
export function boxAdminRequired(field: string, origin: ErrorOrigin = 'body'): AppError {
  return new AppError('forbidden', {
    origin,
    desc: 'only an admin of this box may do this',
    details: { [field]: 'forbidden' },
  });
}

/**
 * A box the caller could read was deleted (docs/boxes.md): 410 with when and by which
 * organization, so the page can say so rather than "no access".
 */
export function boxDeleted(
  notice: { deletedAt: Date; organizationName: string },
  origin: ErrorOrigin = 'path',
): AppError {
  return new AppError('gone', {
    origin,
    desc: 'this box was deleted',
    details: {
      reason: 'deleted',
      deleted_at: notice.deletedAt.toISOString(),
      organization: notice.organizationName,
    },
  });
}
