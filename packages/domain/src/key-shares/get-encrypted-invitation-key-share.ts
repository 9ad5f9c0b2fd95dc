import { getDb } from '@coffer/db';
import { assertBoxAccess } from '../boxes/assert-box-access';
import { AppError } from '../errors/app-error';
import type { Caller } from '../sessions/caller';

export type GetEncryptedInvitationKeyShareOptions = { caller: Caller; boxId: string };

/**
 * The box's current invitation share encrypted to the box key, for its members (who hold
 * the box secret key and can rebuild the latest invitation link from it).
 */
export async function getEncryptedInvitationKeyShare({
  caller,
  boxId,
}: GetEncryptedInvitationKeyShareOptions): Promise<string> {
  await assertBoxAccess({ caller, boxId, origin: 'query' });
  const row = await getDb().boxKeyShare.findUnique({
    where: { boxId },
    select: { encryptedInvitationKeyShare: true },
  });
  if (!row) {
    throw new AppError('not_found', {
      origin: 'query',
      desc: 'this box has no key share',
      details: { box_id: 'not_found' },
    });
  }
  return row.encryptedInvitationKeyShare;
}
