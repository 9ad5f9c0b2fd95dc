import { configureProfile } from '@coffer/domain/identities';
import { userProcedure, withContract } from '../../trpc';
import { configureProfileContract } from './configure-profile.types';

export const configureProfileProcedure = withContract(
  userProcedure(1),
  configureProfileContract,
).mutation(async ({ ctx, input }) => {
  await configureProfile({
    caller: ctx.caller,
    identityId: input.id,
    config: { email: input.email },
  });
});
