import { getEncryptedInvitationKeyShare } from '@coffer/domain/key-shares';
import { callerProcedure } from '../../trpc';
import {
  getEncryptedInvitationKeyShareInput,
  getEncryptedInvitationKeyShareMeta,
  getEncryptedInvitationKeyShareOutput,
} from './get-encrypted-invitation-key-share.types';

export const getEncryptedInvitationKeyShareProcedure = callerProcedure(2)
  .meta({ rest: getEncryptedInvitationKeyShareMeta })
  .input(getEncryptedInvitationKeyShareInput)
  .output(getEncryptedInvitationKeyShareOutput)
  .query(({ ctx, input }) =>
    getEncryptedInvitationKeyShare({ caller: ctx.caller, boxId: input.box_id }),
  );
