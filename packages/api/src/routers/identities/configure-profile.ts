import { configureProfile } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { configureProfileContract } from './configure-profile.types';

export const configureProfileProcedure = withContract(
  userProcedure(1),
  configureProfileContract,
).mutation(async ({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  await configureProfile({ identityId: input.id, config: { email: input.email } });
});
