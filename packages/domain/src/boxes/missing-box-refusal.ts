import type { AppError, ErrorOrigin } from '../errors/app-error';
import { boxAccessRefused, boxDeleted } from './box-errors';
import { findDeletedBox, type FindDeletedBoxOptions } from './find-deleted-box';

export type MissingBoxRefusalOptions = FindDeletedBoxOptions & {
  /** Where the request named the box (path by default). */
  origin?: ErrorOrigin;
};

/**
 * The refusal for a box id with no box behind it (docs/boxes.md): 410 `deleted` to those who
 * could read the box before it was deleted, else 403 `no_access`, as for an id that never was.
 * Every request naming a box ends here when the box is not found, whichever query found it
 * missing (an access check, a row lock, a record load).
 */
export async function missingBoxRefusal({
  origin,
  ...options
}: MissingBoxRefusalOptions): Promise<AppError> {
  const deleted = await findDeletedBox(options);
  return deleted ? boxDeleted(deleted, origin) : boxAccessRefused('no_access', origin);
}
