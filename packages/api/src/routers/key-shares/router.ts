import { router } from '../../trpc';
import { getEncryptedInvitationKeyShareProcedure } from './get-encrypted-invitation-key-share';
import { getKeyShareProcedure } from './get-key-share';

export const keySharesRouter = router({
  getKeyShare: getKeyShareProcedure,
  getEncryptedInvitationKeyShare: getEncryptedInvitationKeyShareProcedure,
});
