import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';

export type GetProvisionLinkInfoOptions = { userKeyShareHash: string };

export type ProvisionLinkInfo = {
  organization: { id: string; name: string };
  email: string;
};

/**
 * What a provisions link's page shows before anyone signs in (docs/key-model.md#the-link-before-signing-in):
 * which organization it comes from, and for which email. Public, like the invitation link's
 * box info: the hash of the link's user share is the capability (only the link and the
 * organization that made it know it), so a hash the service does not know is one 404 and
 * nothing else is told. No key, no share and no box of the provision is in the answer.
 */
export async function getProvisionLinkInfo({
  userKeyShareHash,
}: GetProvisionLinkInfoOptions): Promise<ProvisionLinkInfo> {
  const row = await getDb().provision.findUnique({
    where: { userKeyShareHash },
    select: { email: true, organization: { select: { id: true, name: true } } },
  });
  if (!row) {
    throw new AppError('not_found', {
      origin: 'path',
      desc: 'no provisions link has this hash',
      details: { user_key_share_hash: 'not_found' },
    });
  }
  return { organization: row.organization, email: row.email };
}
