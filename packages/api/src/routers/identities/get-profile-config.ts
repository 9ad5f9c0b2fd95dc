import { getProfileConfig } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { getProfileConfigContract } from './get-profile-config.types';

export const getProfileConfigProcedure = withContract(
  userProcedure(1),
  getProfileConfigContract,
).query(({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  return getProfileConfig({ identityId: input.id });
});
