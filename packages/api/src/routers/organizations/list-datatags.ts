import { listDatatags } from '@coffer/domain/organizations';
import { callerProcedure, withContract } from '../../trpc';
import { listDatatagsContract } from './list-datatags.types';

export const listDatatagsProcedure = withContract(callerProcedure(2), listDatatagsContract).query(
  ({ ctx, input }) => listDatatags({ caller: ctx.caller, organizationId: input.oid }),
);
