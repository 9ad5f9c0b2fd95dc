import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { keyShareRecordSelect, toKeyShareRecord, type KeyShareRecord } from './key-share-record';

export type GetKeyShareOptions = { invitationShareHash: string };

/**
 * The key share of an invitation link, by the hash of the share the link carries (any valid
 * token, acr 1: knowing the hash is the capability). A rotated-away or unknown hash: 404.
 */
export async function getKeyShare({
  invitationShareHash,
}: GetKeyShareOptions): Promise<KeyShareRecord> {
  const row = await getDb().boxKeyShare.findUnique({
    where: { invitationShareHash },
    select: keyShareRecordSelect,
  });
  if (!row) {
    throw new AppError('not_found', {
      origin: 'path',
      desc: 'no key share has this hash (any more)',
      details: { invitation_share_hash: 'not_found' },
    });
  }
  return toKeyShareRecord(row);
}
