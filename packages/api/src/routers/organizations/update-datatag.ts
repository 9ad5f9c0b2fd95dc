import { updateDatatag } from '@coffer/domain/organizations';
import { callerProcedure, withContract } from '../../trpc';
import { updateDatatagContract } from './update-datatag.types';

export const updateDatatagProcedure = withContract(
  callerProcedure(2),
  updateDatatagContract,
).mutation(({ ctx, input }) =>
  updateDatatag({
    caller: ctx.caller,
    organizationId: input.oid,
    datatagId: input.did,
    name: input.name,
  }),
);
