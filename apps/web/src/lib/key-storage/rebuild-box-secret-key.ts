import {
  assertBoxKeyPair,
  boxSecretKeyFromBytes,
  combineKeyShares,
  hashInvitationShare,
  parseBoxPublicKey,
  type BoxSecretKey,
} from '@coffer/crypto';
import type { ApiOutputs } from '../trpc/procedure-types';

/** What of GET /key-shares/<hash> rebuilds the key. */
export type ServiceKeyShare = Pick<
  ApiOutputs['keyShares']['getKeyShare'],
  'service_share' | 'box_id'
>;

/** GET /key-shares/<hash> (acr 1). */
export type FetchServiceShare = (invitationShareHash: string) => Promise<ServiceKeyShare>;

/** The share does not rebuild this box's key: a mistyped or foreign link or invitation. */
export class InvitationLinkMismatch extends Error {
  override name = 'InvitationLinkMismatch';
}

/**
 * The service's share for an invitation share (GET /key-shares/<hash>, acr 1, no membership
 * needed). A share the service no longer knows (the key share was rotated) fails as its 404.
 */
export async function fetchServiceShareOf(
  boxId: string,
  invitationShare: string,
  fetchServiceShare: FetchServiceShare,
): Promise<ServiceKeyShare> {
  const keyShare = await fetchServiceShare(await hashInvitationShare(invitationShare));
  if (keyShare.box_id !== boxId) throw new InvitationLinkMismatch('the share is for another box');
  return keyShare;
}

/**
 * A box secret key from an invitation share (a link's, or an automatic invitation's) and the
 * service's share (docs/crypto.md#key-shares), checked against the box public key.
 */
export async function rebuildBoxSecretKey(
  box: { id: string; public_key: string },
  invitationShare: string,
  keyShare: ServiceKeyShare,
): Promise<BoxSecretKey> {
  const publicKey = parseBoxPublicKey(box.public_key);
  const secretKey = boxSecretKeyFromBytes(
    publicKey.algorithm,
    combineKeyShares(keyShare.service_share, invitationShare),
  );
  try {
    await assertBoxKeyPair(secretKey, publicKey);
  } catch {
    throw new InvitationLinkMismatch('the shares do not rebuild the box key');
  }
  return secretKey;
}
