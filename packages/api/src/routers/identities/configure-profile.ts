import { configureProfile } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import { configureProfileInput, configureProfileMeta } from './configure-profile.types';

export const configureProfileProcedure = userProcedure(1)
  .meta({ rest: configureProfileMeta })
  .input(configureProfileInput)
  .mutation(async ({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    await configureProfile({ identityId: input.id, config: { email: input.email } });
  });
