import { listBoxes } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { toBoxListFilters } from './box-list-filters.schema';
import { listBoxesContract } from './list-boxes.types';

export const listBoxesProcedure = withContract(callerProcedure(2), listBoxesContract).query(
  ({ ctx, input }) =>
    listBoxes({
      caller: ctx.caller,
      filters: toBoxListFilters(input),
      offset: input.offset,
      limit: input.limit,
    }),
);
