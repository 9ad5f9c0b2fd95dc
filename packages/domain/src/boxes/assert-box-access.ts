import type { ErrorOrigin } from '../errors/app-error';
import { boxAccessRefused } from './box-errors';
import { findBoxAccess, type BoxAccess, type FindBoxAccessOptions } from './find-box-access';
import { missingBoxRefusal } from './missing-box-refusal';

export type AssertBoxAccessOptions = FindBoxAccessOptions & {
  /** Where the request named the box (path by default, `query` for ?box_id=). */
  origin?: ErrorOrigin;
};

/**
 * The caller's access to a box they are a member of; 403 `not_member` / `no_access` else, or
 * 410 `deleted` for a box they could read that was deleted.
 */
export async function assertBoxAccess({
  origin,
  ...options
}: AssertBoxAccessOptions): Promise<BoxAccess> {
  const access = await findBoxAccess(options);
  if (!access) throw await missingBoxRefusal({ ...options, origin });
  if (!access.isMember && !access.canJoin) throw boxAccessRefused('no_access', origin);
  if (!access.isMember) throw boxAccessRefused('not_member', origin);
  return access;
}
