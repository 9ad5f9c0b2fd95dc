import type { AnyOperation } from '../../operations/operation-table';
import { configureProfileOperation } from './configure-profile';
import { deleteAvatarOperation } from './delete-avatar';
import { deleteIdentityOperation } from './delete-identity';
import { getAvatarOperation } from './get-avatar';
import { getIdentityOperation } from './get-identity';
import { getIdentityProfileOperation } from './get-identity-profile';
import { getProfileConfigOperation } from './get-profile-config';
import { getPubkeyChallengeOperation } from './get-pubkey-challenge';
import { listIdentityPubkeysOperation } from './list-identity-pubkeys';
import { updateIdentityOperation } from './update-identity';
import { uploadAvatarOperation } from './upload-avatar';

/** Identities (docs/identities.md); the avatar's upload and download are streaming routes. */
export const identitiesOperations = {
  getIdentity: getIdentityOperation,
  updateIdentity: updateIdentityOperation,
  deleteIdentity: deleteIdentityOperation,
  uploadAvatar: uploadAvatarOperation,
  getAvatar: getAvatarOperation,
  deleteAvatar: deleteAvatarOperation,
  getIdentityProfile: getIdentityProfileOperation,
  getProfileConfig: getProfileConfigOperation,
  configureProfile: configureProfileOperation,
  listIdentityPubkeys: listIdentityPubkeysOperation,
  getPubkeyChallenge: getPubkeyChallengeOperation,
} satisfies Record<string, AnyOperation>;
