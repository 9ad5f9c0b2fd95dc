import { getIdentity } from '@coffer/domain/identities';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { getIdentityContract } from './get-identity.types';

export const getIdentityOperation = defineOperation(
  userRung(1),
  getIdentityContract,
  ({ ctx, input }) => getIdentity({ caller: ctx.caller, identityId: input.id }),
);
