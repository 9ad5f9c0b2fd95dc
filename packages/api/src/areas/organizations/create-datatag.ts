import { createDatatag } from '@coffer/domain/organizations';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { createDatatagContract } from './create-datatag.types';

export const createDatatagOperation = defineOperation(
  callerRung(2),
  createDatatagContract,
  ({ ctx, input }) =>
    createDatatag({ caller: ctx.caller, organizationId: input.oid, name: input.name }),
);
