import {
  formatBoxSecretKey,
  parseBoxPublicKey,
  parseBoxSecretKey,
  type BoxSecretKey,
} from '@coffer/crypto';
import { recallBoxSecretKey } from '../../lib/box-keyring';
import {
  fetchServiceShareOf,
  rebuildBoxSecretKey,
  type FetchServiceShare,
} from '../../lib/key-storage/rebuild-box-secret-key';

export type OpenBoxSecretKeyOptions = {
  identityId: string;
  box: { id: string; public_key: string };
  /** The share of the invitation link, when the page was opened from one. */
  invitationShare: string | null;
  fetchServiceShare: FetchServiceShare;
  /** Keeps a key the link rebuilt: in the keyring, and in the key storage when unlocked. */
  keep: (formattedSecretKey: string) => Promise<void>;
};

/**
 * The box secret key: from this browser's keyring (which holds the key storage's box keys
 * once it is unlocked), else rebuilt from the invitation link's share and the service's
 * share (docs/crypto.md), then kept. Null when the browser has neither.
 */
export async function openBoxSecretKey({
  identityId,
  box,
  invitationShare,
  fetchServiceShare,
  keep,
}: OpenBoxSecretKeyOptions): Promise<BoxSecretKey | null> {
  const publicKey = parseBoxPublicKey(box.public_key);
  const remembered = await recallBoxSecretKey(identityId, box.id);
  if (remembered !== null) return parseBoxSecretKey(publicKey.algorithm, remembered);
  if (invitationShare === null) return null;
  const keyShare = await fetchServiceShareOf(box.id, invitationShare, fetchServiceShare);
  const secretKey = await rebuildBoxSecretKey(box, invitationShare, keyShare);
  await keep(formatBoxSecretKey(secretKey));
  return secretKey;
}
