import { listDatatags } from '@coffer/domain/organizations';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { listDatatagsContract } from './list-datatags.types';

export const listDatatagsOperation = defineOperation(
  callerRung(2),
  listDatatagsContract,
  ({ ctx, input }) => listDatatags({ caller: ctx.caller, organizationId: input.oid }),
);
