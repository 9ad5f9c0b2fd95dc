import { countBoxes } from '@coffer/domain/boxes';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { toBoxListFilters } from './box-list-filters.schema';
import { countBoxesContract } from './count-boxes.types';

export const countBoxesOperation = defineOperation(
  callerRung(2),
  countBoxesContract,
  async ({ ctx, input }) => {
    const total = await countBoxes({ caller: ctx.caller, filters: toBoxListFilters(input) });
    ctx.response.headers.set('X-Total-Count', String(total));
  },
);
