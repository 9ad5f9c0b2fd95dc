import { listDatatags } from '@coffer/domain/organizations';
import { callerProcedure } from '../../trpc';
import { listDatatagsInput, listDatatagsMeta, listDatatagsOutput } from './list-datatags.types';

export const listDatatagsProcedure = callerProcedure(2)
  .meta({ rest: listDatatagsMeta })
  .input(listDatatagsInput)
  .output(listDatatagsOutput)
  .query(({ ctx, input }) => listDatatags({ caller: ctx.caller, organizationId: input.oid }));
