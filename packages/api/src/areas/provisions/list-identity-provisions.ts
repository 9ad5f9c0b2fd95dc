import { listIdentityProvisions } from '@coffer/domain/provisions';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { listIdentityProvisionsContract } from './list-identity-provisions.types';

export const listIdentityProvisionsOperation = defineOperation(
  userRung(2),
  listIdentityProvisionsContract,
  ({ ctx, input }) => listIdentityProvisions({ caller: ctx.caller, identityId: input.id }),
);
