import { getProfileConfig } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import {
  getProfileConfigInput,
  getProfileConfigMeta,
  getProfileConfigOutput,
} from './get-profile-config.types';

export const getProfileConfigProcedure = userProcedure(1)
  .meta({ rest: getProfileConfigMeta })
  .input(getProfileConfigInput)
  .output(getProfileConfigOutput)
  .query(({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    return getProfileConfig({ identityId: input.id });
  });
