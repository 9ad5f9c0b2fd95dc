import { hashInvitationShare } from '@coffer/crypto';
import { signInUrl } from '../../lib/navigation';
import { rememberInvitation, type InvitationContext } from '../../lib/sign-in-context';
import type { Flow } from '../../lib/trpc/flow';
import { nullIfUnknownLink } from '../../lib/api/unknown-link';
import { forgetInvitationShare, keptInvitationShare } from './invitation-share';

/**
 * The sign-in of an invitation link's visitor: the public box info (docs/boxes.md), asked by
 * the hash of the link's share, names the organization and the box on the sign-in page and
 * pre-fills the data subject's email. Without a share, a plain sign-in. A link the service
 * does not know (replaced, its box deleted, or cut short: one 404, which tells no more) is
 * said dead at once (`dead`, then null: no sign-in), not after a sign-in that cannot open it.
 */
export async function invitationSignIn(
  flow: Flow,
  boxId: string,
  shown: (invitation: InvitationContext) => void,
  dead: () => void,
): Promise<string | null> {
  const returnTo = `/boxes/${boxId}`;
  const share = keptInvitationShare(boxId);
  if (share === null) return signInUrl(returnTo);
  const info = await flow
    .read(
      flow.trpc.keyShares.getSharedBoxInfo.queryOptions({
        invitation_share_hash: await hashInvitationShare(share),
      }),
    )
    .catch(nullIfUnknownLink);
  if (info === null || info.box_id !== boxId) {
    // The share opens nothing: a sign-in "anyway" goes without it.
    forgetInvitationShare(boxId);
    dead();
    return null;
  }
  const invitation = { boxId, title: info.title, organization: info.organization.name };
  rememberInvitation(invitation);
  shown(invitation);
  return signInUrl(returnTo, info.data_subject);
}
