import type { Operation } from '../../rest/operation-table';
import { configureProfileProcedure } from './configure-profile';
import { deleteAvatarProcedure } from './delete-avatar';
import { deleteIdentityProcedure } from './delete-identity';
import { getAvatarRoute } from './get-avatar';
import { getIdentityProcedure } from './get-identity';
import { getIdentityProfileProcedure } from './get-identity-profile';
import { getProfileConfigProcedure } from './get-profile-config';
import { getPubkeyChallengeProcedure } from './get-pubkey-challenge';
import { listIdentityPubkeysProcedure } from './list-identity-pubkeys';
import { updateIdentityProcedure } from './update-identity';
import { uploadAvatarRoute } from './upload-avatar';

/** Identities (docs/identities.md); the avatar's upload and download are streaming routes. */
export const identitiesRouter = {
  getIdentity: getIdentityProcedure,
  updateIdentity: updateIdentityProcedure,
  deleteIdentity: deleteIdentityProcedure,
  uploadAvatar: uploadAvatarRoute,
  getAvatar: getAvatarRoute,
  deleteAvatar: deleteAvatarProcedure,
  getIdentityProfile: getIdentityProfileProcedure,
  getProfileConfig: getProfileConfigProcedure,
  configureProfile: configureProfileProcedure,
  listIdentityPubkeys: listIdentityPubkeysProcedure,
  getPubkeyChallenge: getPubkeyChallengeProcedure,
} satisfies Record<string, Operation>;
