import { getIdentity } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import { getIdentityInput, getIdentityMeta, getIdentityOutput } from './get-identity.types';

export const getIdentityProcedure = userProcedure(1)
  .meta({ rest: getIdentityMeta })
  .input(getIdentityInput)
  .output(getIdentityOutput)
  .query(({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    return getIdentity({ identityId: input.id, callerAcr: ctx.caller.acr });
  });
