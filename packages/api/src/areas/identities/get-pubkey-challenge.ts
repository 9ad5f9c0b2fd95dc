import { getPubkeyChallenge } from '@coffer/domain/identities';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { getPubkeyChallengeContract } from './get-pubkey-challenge.types';

export const getPubkeyChallengeOperation = defineOperation(
  userRung(1),
  getPubkeyChallengeContract,
  ({ ctx, input }) =>
    getPubkeyChallenge({ caller: ctx.caller, identityId: input.id, publicKey: input.public_key }),
);
