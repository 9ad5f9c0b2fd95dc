import { getIdentity } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { getIdentityContract } from './get-identity.types';

export const getIdentityProcedure = withContract(userProcedure(1), getIdentityContract).query(
  ({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    return getIdentity({ identityId: input.id, callerAcr: ctx.caller.acr });
  },
);
