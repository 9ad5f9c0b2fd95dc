import { inviteAccessRequester } from '@coffer/domain/access-requests';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { inviteAccessRequesterContract } from './invite-access-requester.types';

export const inviteAccessRequesterOperation = defineOperation(
  callerRung(2),
  inviteAccessRequesterContract,
  ({ ctx, input }) =>
    inviteAccessRequester({
      caller: ctx.caller,
      boxId: input.id,
      identityId: input.identity_id,
      publicKey: input.public_key,
      encryptedPayload: input.encrypted_payload,
    }),
);
