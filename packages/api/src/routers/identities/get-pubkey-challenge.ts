import { getPubkeyChallenge } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { getPubkeyChallengeContract } from './get-pubkey-challenge.types';

export const getPubkeyChallengeProcedure = withContract(
  userProcedure(1),
  getPubkeyChallengeContract,
).query(({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  return getPubkeyChallenge({ identityId: input.id, publicKey: input.public_key });
});
