import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';

export type GetSharedBoxInfoOptions = { invitationShareHash: string };

export type SharedBoxInfo = {
  box_id: string;
  title: string;
  organization: { id: string; name: string };
  data_subject: string;
};

/**
 * What an invitation link's page shows before anyone signs in (docs/boxes.md#the-link-before-signing-in):
 * which organization opened which box, for whom. Public: the hash of the link's share is the
 * capability, as for getKeyShare, and a wrong, rotated-away or deleted box's hash is one 404,
 * so nothing is told about a box to whoever lacks its current link.
 */
export async function getSharedBoxInfo({
  invitationShareHash,
}: GetSharedBoxInfoOptions): Promise<SharedBoxInfo> {
  const row = await getDb().boxKeyShare.findUnique({
    where: { invitationShareHash },
    select: {
      box: {
        select: {
          id: true,
          title: true,
          datatagSubject: true,
          ownerOrg: { select: { id: true, name: true } },
        },
      },
    },
  });
  if (!row) {
    throw new AppError('not_found', {
      origin: 'path',
      desc: 'no invitation link has this hash (any more)',
      details: { invitation_share_hash: 'not_found' },
    });
  }
  const { box } = row;
  return {
    box_id: box.id,
    title: box.title,
    organization: { id: box.ownerOrg.id, name: box.ownerOrg.name },
    data_subject: box.datatagSubject,
  };
}
