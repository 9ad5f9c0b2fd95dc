import type { Caller } from '../sessions/caller';
import { assertBoxAccess } from './assert-box-access';
import type { BoxRecord } from './box-record';
import { loadBoxRecord } from './load-box-record';
import { missingBoxRefusal } from './missing-box-refusal';

export type GetBoxOptions = { caller: Caller; boxId: string };

/** A box, for its members. */
export async function getBox({ caller, boxId }: GetBoxOptions): Promise<BoxRecord> {
  const { viewer } = await assertBoxAccess({ caller, boxId });
  const record = await loadBoxRecord({
    boxId,
    viewer,
    readerIdentityId: caller.kind === 'user' ? caller.identityId : null,
  });
  // Deleted since the access check.
  if (!record) throw await missingBoxRefusal({ caller, boxId });
  return record;
}
