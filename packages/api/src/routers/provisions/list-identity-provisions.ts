import { listIdentityProvisions } from '@coffer/domain/provisions';
import { userProcedure, withContract } from '../../trpc';
import { listIdentityProvisionsContract } from './list-identity-provisions.types';

export const listIdentityProvisionsProcedure = withContract(
  userProcedure(2),
  listIdentityProvisionsContract,
).query(({ ctx, input }) => listIdentityProvisions({ caller: ctx.caller, identityId: input.id }));
