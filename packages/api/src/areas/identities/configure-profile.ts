import { configureProfile } from '@coffer/domain/identities';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { configureProfileContract } from './configure-profile.types';

export const configureProfileOperation = defineOperation(
  userRung(1),
  configureProfileContract,
  async ({ ctx, input }) => {
    await configureProfile({
      caller: ctx.caller,
      identityId: input.id,
      config: { email: input.email },
    });
  },
);
