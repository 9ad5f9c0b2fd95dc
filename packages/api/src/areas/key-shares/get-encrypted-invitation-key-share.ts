import { getEncryptedInvitationKeyShare } from '@coffer/domain/key-shares';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { getEncryptedInvitationKeyShareContract } from './get-encrypted-invitation-key-share.types';

export const getEncryptedInvitationKeyShareOperation = defineOperation(
  callerRung(2),
  getEncryptedInvitationKeyShareContract,
  ({ ctx, input }) => getEncryptedInvitationKeyShare({ caller: ctx.caller, boxId: input.box_id }),
);
