import { countBoxes } from '@coffer/domain/boxes';
import { callerProcedure } from '../../trpc';
import { toBoxListFilters } from './box-list-filters.schema';
import { countBoxesInput, countBoxesMeta } from './count-boxes.types';

export const countBoxesProcedure = callerProcedure(2)
  .meta({ rest: countBoxesMeta })
  .input(countBoxesInput)
  .query(async ({ ctx, input }) => {
    const total = await countBoxes({ caller: ctx.caller, filters: toBoxListFilters(input) });
    ctx.response.headers.set('X-Total-Count', String(total));
  });
