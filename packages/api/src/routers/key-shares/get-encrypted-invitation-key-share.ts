import { getEncryptedInvitationKeyShare } from '@coffer/domain/key-shares';
import { callerProcedure, withContract } from '../../trpc';
import { getEncryptedInvitationKeyShareContract } from './get-encrypted-invitation-key-share.types';

export const getEncryptedInvitationKeyShareProcedure = withContract(
  callerProcedure(2),
  getEncryptedInvitationKeyShareContract,
).query(({ ctx, input }) =>
  getEncryptedInvitationKeyShare({ caller: ctx.caller, boxId: input.box_id }),
);
