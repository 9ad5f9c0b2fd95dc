/** The box key share resource (docs/crypto.md). */
export type KeyShareRecord = {
  service_share: string;
  invitation_share_hash: string;
  encrypted_invitation_key_share: string;
  box_id: string;
};

export const keyShareRecordSelect = {
  serviceShare: true,
  invitationShareHash: true,
  encryptedInvitationKeyShare: true,
  boxId: true,
} as const;

export function toKeyShareRecord(row: {
  serviceShare: string;
  invitationShareHash: string;
  encryptedInvitationKeyShare: string;
  boxId: string;
}): KeyShareRecord {
  return {
    service_share: row.serviceShare,
    invitation_share_hash: row.invitationShareHash,
    encrypted_invitation_key_share: row.encryptedInvitationKeyShare,
    box_id: row.boxId,
  };
}
