import { createDatatag } from '@coffer/domain/organizations';
import { callerProcedure, withContract } from '../../trpc';
import { createDatatagContract } from './create-datatag.types';

export const createDatatagProcedure = withContract(
  callerProcedure(2),
  createDatatagContract,
).mutation(({ ctx, input }) =>
  createDatatag({ caller: ctx.caller, organizationId: input.oid, name: input.name }),
);
