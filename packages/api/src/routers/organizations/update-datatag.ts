import { updateDatatag } from '@coffer/domain/organizations';
import { callerProcedure } from '../../trpc';
import { updateDatatagInput, updateDatatagMeta } from './update-datatag.types';

export const updateDatatagProcedure = callerProcedure(2)
  .meta({ rest: updateDatatagMeta })
  .input(updateDatatagInput)
  .mutation(({ ctx, input }) =>
    updateDatatag({
      caller: ctx.caller,
      organizationId: input.oid,
      datatagId: input.did,
      name: input.name,
    }),
  );
