import { updateDatatag } from '@coffer/domain/organizations';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { updateDatatagContract } from './update-datatag.types';

export const updateDatatagOperation = defineOperation(
  callerRung(2),
  updateDatatagContract,
  ({ ctx, input }) =>
    updateDatatag({
      caller: ctx.caller,
      organizationId: input.oid,
      datatagId: input.did,
      name: input.name,
    }),
);
