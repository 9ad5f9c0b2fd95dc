import { listOrganizationProvisions } from '@coffer/domain/provisions';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { listOrganizationProvisionsContract } from './list-organization-provisions.types';

export const listOrganizationProvisionsOperation = defineOperation(
  callerRung(2),
  listOrganizationProvisionsContract,
  ({ ctx, input }) =>
    listOrganizationProvisions({
      caller: ctx.caller,
      organizationId: input.oid,
      email: input.email,
    }),
);
