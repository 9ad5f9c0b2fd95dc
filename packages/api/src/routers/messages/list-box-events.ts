import { listBoxEvents } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { listBoxEventsContract } from './list-box-events.types';

export const listBoxEventsProcedure = withContract(callerProcedure(2), listBoxEventsContract).query(
  ({ ctx, input }) =>
    listBoxEvents({
      caller: ctx.caller,
      boxId: input.id,
      offset: input.offset,
      limit: input.limit,
    }),
);
