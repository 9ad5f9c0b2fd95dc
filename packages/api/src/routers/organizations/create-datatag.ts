import { createDatatag } from '@coffer/domain/organizations';
import { callerProcedure } from '../../trpc';
import { createDatatagInput, createDatatagMeta, createDatatagOutput } from './create-datatag.types';

export const createDatatagProcedure = callerProcedure(2)
  .meta({ rest: createDatatagMeta })
  .input(createDatatagInput)
  .output(createDatatagOutput)
  .mutation(({ ctx, input }) =>
    createDatatag({ caller: ctx.caller, organizationId: input.oid, name: input.name }),
  );
