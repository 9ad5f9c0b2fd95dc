import { getPubkeyChallenge } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import {
  getPubkeyChallengeInput,
  getPubkeyChallengeMeta,
  getPubkeyChallengeOutput,
} from './get-pubkey-challenge.types';

export const getPubkeyChallengeProcedure = userProcedure(1)
  .meta({ rest: getPubkeyChallengeMeta })
  .input(getPubkeyChallengeInput)
  .output(getPubkeyChallengeOutput)
  .query(({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    return getPubkeyChallenge({ identityId: input.id, publicKey: input.public_key });
  });
