import {
  assertBoxKeyPair,
  boxSecretKeyFromBytes,
  combineKeyShares,
  formatBoxSecretKey,
  hashInvitationShare,
  parseBoxPublicKey,
  parseBoxSecretKey,
  type BoxSecretKey,
} from '@coffer/crypto';
import { recallBoxSecretKey, rememberBoxSecretKey } from '../../lib/box-keyring';
import type { ApiOutputs } from '../../lib/trpc/procedure-types';

/** What of GET /key-shares/<hash> rebuilds the key. */
export type ServiceKeyShare = Pick<
  ApiOutputs['keyShares']['getKeyShare'],
  'service_share' | 'box_id'
>;

export type OpenBoxSecretKeyOptions = {
  identityId: string;
  box: { id: string; public_key: string };
  /** The share of the invitation link, when the page was opened from one. */
  invitationShare: string | null;
  /** GET /key-shares/<hash> (acr 1). */
  fetchServiceShare: (invitationShareHash: string) => Promise<ServiceKeyShare>;
};

/** The link's share does not rebuild this box's key: a mistyped or foreign link. */
export class InvitationLinkMismatch extends Error {
  override name = 'InvitationLinkMismatch';
}

/**
 * The box secret key: from this browser's keyring, else rebuilt from the invitation link's
 * share and the service's share (docs/crypto.md), checked against the box public
 * key and then kept in the keyring. Null when the browser has neither.
 */
export async function openBoxSecretKey({
  identityId,
  box,
  invitationShare,
  fetchServiceShare,
}: OpenBoxSecretKeyOptions): Promise<BoxSecretKey | null> {
  const publicKey = parseBoxPublicKey(box.public_key);
  const remembered = await recallBoxSecretKey(identityId, box.id);
  if (remembered !== null) return parseBoxSecretKey(publicKey.algorithm, remembered);
  if (invitationShare === null) return null;
  const keyShare = await fetchServiceShare(await hashInvitationShare(invitationShare));
  if (keyShare.box_id !== box.id) throw new InvitationLinkMismatch('the link is for another box');
  const secretKey = boxSecretKeyFromBytes(
    publicKey.algorithm,
    combineKeyShares(keyShare.service_share, invitationShare),
  );
  try {
    await assertBoxKeyPair(secretKey, publicKey);
  } catch {
    throw new InvitationLinkMismatch('the shares do not rebuild the box key');
  }
  await rememberBoxSecretKey(identityId, box.id, formatBoxSecretKey(secretKey));
  return secretKey;
}
