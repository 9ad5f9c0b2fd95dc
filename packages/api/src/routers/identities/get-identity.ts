import { getIdentity } from '@coffer/domain/identities';
import { userProcedure, withContract } from '../../trpc';
import { getIdentityContract } from './get-identity.types';

export const getIdentityProcedure = withContract(userProcedure(1), getIdentityContract).query(
  ({ ctx, input }) => getIdentity({ caller: ctx.caller, identityId: input.id }),
);
