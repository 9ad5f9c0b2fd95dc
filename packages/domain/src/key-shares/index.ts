// Box key shares (docs/crypto.md): the service's half of a box secret key split
// for invitation links. Set at box creation, replaced by state.key_share (rotateKeyShare,
// applied through postBoxEvent).
export { keyShareSchema, type KeyShareInput } from './key-share-schema';
export type { KeyShareRecord } from './key-share-record';
export { getKeyShare, type GetKeyShareOptions } from './get-key-share';
export {
  getEncryptedInvitationKeyShare,
  type GetEncryptedInvitationKeyShareOptions,
} from './get-encrypted-invitation-key-share';
export {
  getSharedBoxInfo,
  type GetSharedBoxInfoOptions,
  type SharedBoxInfo,
} from './get-shared-box-info';
