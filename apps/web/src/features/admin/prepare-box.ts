import {
  formatBoxPublicKey,
  formatBoxSecretKey,
  generateBoxKeyPair,
  splitBoxSecretKey,
} from '@coffer/crypto';
import type { ApiInputs } from '../../lib/trpc/procedure-types';

/** What the browser makes before a box is opened: the server gets only the public parts. */
export type PreparedBox = {
  publicKey: string;
  /** Formatted secret key, kept in this browser's keyring (never sent). */
  secretKey: string;
  /** The half of the key that travels in the invitation link's fragment (never sent). */
  invitationShare: string;
  keyShare: ApiInputs['boxes']['createBox']['key_share'];
};

/** A new box key pair (X25519) split into its service and invitation shares (docs/crypto.md). */
export async function prepareBox(): Promise<PreparedBox> {
  const keyPair = await generateBoxKeyPair();
  const split = await splitBoxSecretKey(keyPair.secretKey, keyPair.publicKey);
  return {
    publicKey: formatBoxPublicKey(keyPair.publicKey),
    secretKey: formatBoxSecretKey(keyPair.secretKey),
    invitationShare: split.invitationShare,
    keyShare: {
      service_share: split.serviceShare,
      invitation_share_hash: split.invitationShareHash,
      encrypted_invitation_key_share: split.encryptedInvitationKeyShare,
    },
  };
}
