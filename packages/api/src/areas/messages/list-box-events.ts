import { listBoxEvents } from '@coffer/domain/boxes';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { listBoxEventsContract } from './list-box-events.types';

export const listBoxEventsOperation = defineOperation(
  callerRung(2),
  listBoxEventsContract,
  ({ ctx, input }) =>
    listBoxEvents({
      caller: ctx.caller,
      boxId: input.id,
      offset: input.offset,
      limit: input.limit,
    }),
);
