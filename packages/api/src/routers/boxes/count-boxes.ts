import { countBoxes } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { toBoxListFilters } from './box-list-filters.schema';
import { countBoxesContract } from './count-boxes.types';

export const countBoxesProcedure = withContract(callerProcedure(2), countBoxesContract).query(
  async ({ ctx, input }) => {
    const total = await countBoxes({ caller: ctx.caller, filters: toBoxListFilters(input) });
    ctx.response.headers.set('X-Total-Count', String(total));
  },
);
