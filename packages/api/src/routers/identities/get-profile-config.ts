import { getProfileConfig } from '@coffer/domain/identities';
import { userProcedure, withContract } from '../../trpc';
import { getProfileConfigContract } from './get-profile-config.types';

export const getProfileConfigProcedure = withContract(
  userProcedure(1),
  getProfileConfigContract,
).query(({ ctx, input }) => getProfileConfig({ caller: ctx.caller, identityId: input.id }));
