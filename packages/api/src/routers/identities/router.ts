import { router } from '../../trpc';
import { configureProfileProcedure } from './configure-profile';
import { deleteAvatarProcedure } from './delete-avatar';
import { getIdentityProcedure } from './get-identity';
import { getIdentityProfileProcedure } from './get-identity-profile';
import { getProfileConfigProcedure } from './get-profile-config';
import { getPubkeyChallengeProcedure } from './get-pubkey-challenge';
import { listIdentityPubkeysProcedure } from './list-identity-pubkeys';
import { updateIdentityProcedure } from './update-identity';

/** Identities (contract §7); the avatar upload and download are in streaming-routes.ts. */
export const identitiesRouter = router({
  getIdentity: getIdentityProcedure,
  updateIdentity: updateIdentityProcedure,
  deleteAvatar: deleteAvatarProcedure,
  getIdentityProfile: getIdentityProfileProcedure,
  getProfileConfig: getProfileConfigProcedure,
  configureProfile: configureProfileProcedure,
  listIdentityPubkeys: listIdentityPubkeysProcedure,
  getPubkeyChallenge: getPubkeyChallengeProcedure,
});
