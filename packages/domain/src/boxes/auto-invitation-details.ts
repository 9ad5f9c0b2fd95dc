/** The details of a `box.auto_invite` notification (docs/key-model.md): what redeeming it needs. */
export type AutoInvitationDetails = {
  box_id: string;
  /** The invitee's key the payload is encrypted to. */
  public_key: string;
  encrypted_payload: string;
  used: boolean;
};

/**
 * The invitation of `invitationData` ({<identity public key>: <payload>}) addressed to the
 * identity: to its X25519 `pubkey` when the box sent one for it, else to `pubkey_aes_rsa`.
 * One notification per identity, whichever of its keys the organization used.
 */
export function autoInvitationDetails(
  boxId: string,
  identity: { pubkey: string | null; pubkeyAesRsa: string | null },
  invitationData: Record<string, string>,
): AutoInvitationDetails {
  for (const publicKey of [identity.pubkey, identity.pubkeyAesRsa]) {
    if (publicKey === null || !Object.hasOwn(invitationData, publicKey)) continue;
    const payload = invitationData[publicKey];
    if (payload !== undefined) {
      return { box_id: boxId, public_key: publicKey, encrypted_payload: payload, used: false };
    }
  }
  throw new Error('autoInvitationDetails: the identity holds none of the invited keys');
}
