import { inviteAccessRequester } from '@coffer/domain/access-requests';
import { callerProcedure, withContract } from '../../trpc';
import { inviteAccessRequesterContract } from './invite-access-requester.types';

export const inviteAccessRequesterProcedure = withContract(
  callerProcedure(2),
  inviteAccessRequesterContract,
).mutation(({ ctx, input }) =>
  inviteAccessRequester({
    caller: ctx.caller,
    boxId: input.id,
    identityId: input.identity_id,
    publicKey: input.public_key,
    encryptedPayload: input.encrypted_payload,
  }),
);
