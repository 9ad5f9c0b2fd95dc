import { getProfileConfig } from '@coffer/domain/identities';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { getProfileConfigContract } from './get-profile-config.types';

export const getProfileConfigOperation = defineOperation(
  userRung(1),
  getProfileConfigContract,
  ({ ctx, input }) => getProfileConfig({ caller: ctx.caller, identityId: input.id }),
);
