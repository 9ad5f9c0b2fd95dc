import { listBoxes } from '@coffer/domain/boxes';
import { callerProcedure } from '../../trpc';
import { toBoxListFilters } from './box-list-filters.schema';
import { listBoxesInput, listBoxesMeta, listBoxesOutput } from './list-boxes.types';

export const listBoxesProcedure = callerProcedure(2)
  .meta({ rest: listBoxesMeta })
  .input(listBoxesInput)
  .output(listBoxesOutput)
  .query(({ ctx, input }) =>
    listBoxes({
      caller: ctx.caller,
      filters: toBoxListFilters(input),
      offset: input.offset,
      limit: input.limit,
    }),
  );
