import { hashInvitationShare } from '@coffer/crypto';
import { signInUrl } from '../../lib/navigation';
import { rememberInvitation, type InvitationContext } from '../../lib/sign-in-context';
import type { useTRPCClient } from '../../lib/trpc/trpc';
import { keptInvitationShare } from './invitation-share';

/**
 * The sign-in of an invitation link's visitor: the public box info (docs/boxes.md), asked by
 * the hash of the link's share, names the organization and the box on the sign-in page and
 * pre-fills the data subject's email. Without a share, or for a link the service does not
 * know, a plain sign-in.
 */
export async function invitationSignIn(
  api: ReturnType<typeof useTRPCClient>,
  boxId: string,
  shown: (invitation: InvitationContext) => void,
): Promise<string> {
  const returnTo = `/boxes/${boxId}`;
  const share = keptInvitationShare(boxId);
  if (share === null) return signInUrl(returnTo);
  const info = await api.keyShares.getSharedBoxInfo.query({
    invitation_share_hash: await hashInvitationShare(share),
  });
  if (info.box_id !== boxId) return signInUrl(returnTo);
  const invitation = { boxId, title: info.title, organization: info.organization.name };
  rememberInvitation(invitation);
  shown(invitation);
  return signInUrl(returnTo, info.data_subject);
}
