import { getPubkeyChallenge } from '@coffer/domain/identities';
import { userProcedure, withContract } from '../../trpc';
import { getPubkeyChallengeContract } from './get-pubkey-challenge.types';

export const getPubkeyChallengeProcedure = withContract(
  userProcedure(1),
  getPubkeyChallengeContract,
).query(({ ctx, input }) =>
  getPubkeyChallenge({ caller: ctx.caller, identityId: input.id, publicKey: input.public_key }),
);
