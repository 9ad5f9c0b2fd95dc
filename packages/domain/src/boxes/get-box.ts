import type { Caller } from '../sessions/caller';
import { assertBoxAccess } from './assert-box-access';
import { boxAccessRefused } from './box-errors';
import type { BoxRecord } from './box-record';
import { loadBoxRecord } from './load-box-record';

export type GetBoxOptions = { caller: Caller; boxId: string };

/** A box, for its members. */
export async function getBox({ caller, boxId }: GetBoxOptions): Promise<BoxRecord> {
  const { viewer } = await assertBoxAccess({ caller, boxId });
  const record = await loadBoxRecord({
    boxId,
    viewer,
    readerIdentityId: caller.kind === 'user' ? caller.identityId : null,
  });
  // Deleted since the access check: as for any box one cannot see.
  if (!record) throw boxAccessRefused('no_access');
  return record;
}
