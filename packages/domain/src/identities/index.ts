// Identities (docs/identities.md, docs/identities.md): the resource, its updates, the avatar, the
// public profile and its configuration, and the public keys used for invitations.
export { avatarUrl } from './avatar-url';
export { emailIdentifierSchema } from './normalize-email';
export { findOrCreateIdentity } from './find-or-create-identity';
export {
  aesRsaPublicKeySchema,
  displayNameSchema,
  mfaMethodSchema,
  naclPublicKeySchema,
  notificationFrequencySchema,
} from './identity-schemas';

export type { IdentityResource } from './identity-resource';
export { getIdentity, type GetIdentityOptions } from './get-identity';
export {
  updateIdentity,
  type IdentityChanges,
  type PubkeyProofs,
  type UpdateIdentityOptions,
} from './update-identity';
export { getPubkeyChallenge, type PubkeyChallenge } from './get-pubkey-challenge';

export { AVATAR_MAX_BYTES, type AvatarContentType } from './avatar-image';
export { writeAvatarBlob, type AvatarBlob, type WriteAvatarBlobOptions } from './write-avatar-blob';
export { setAvatar, type SetAvatarOptions } from './set-avatar';
export { uploadAvatar, type UploadAvatarOptions } from './upload-avatar';
export { deleteAvatar, type DeleteAvatarOptions } from './delete-avatar';
export { getAvatar, type AvatarFile, type GetAvatarOptions } from './get-avatar';

export { canSeeIdentifier, type CanSeeIdentifierOptions } from './can-see-identifier';
export {
  getIdentityProfile,
  type GetIdentityProfileOptions,
  type IdentityProfile,
} from './get-identity-profile';
export {
  getProfileConfig,
  type GetProfileConfigOptions,
  type ProfileConfig,
} from './get-profile-config';
export { configureProfile, type ConfigureProfileOptions } from './configure-profile';
export { listIdentityPubkeys, type ListIdentityPubkeysOptions } from './list-identity-pubkeys';
export { deleteIdentity, type DeleteIdentityOptions } from './delete-identity';
