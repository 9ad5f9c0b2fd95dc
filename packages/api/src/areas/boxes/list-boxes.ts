import { listBoxes } from '@coffer/domain/boxes';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { toBoxListFilters } from './box-list-filters.schema';
import { listBoxesContract } from './list-boxes.types';

export const listBoxesOperation = defineOperation(
  callerRung(2),
  listBoxesContract,
  ({ ctx, input }) =>
    listBoxes({
      caller: ctx.caller,
      filters: toBoxListFilters(input),
      offset: input.offset,
      limit: input.limit,
    }),
);
