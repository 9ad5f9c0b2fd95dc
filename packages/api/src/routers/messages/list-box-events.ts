import { listBoxEvents } from '@coffer/domain/boxes';
import { callerProcedure } from '../../trpc';
import {
  listBoxEventsInput,
  listBoxEventsMeta,
  listBoxEventsOutput,
} from './list-box-events.types';

export const listBoxEventsProcedure = callerProcedure(2)
  .meta({ rest: listBoxEventsMeta })
  .input(listBoxEventsInput)
  .output(listBoxEventsOutput)
  .query(({ ctx, input }) =>
    listBoxEvents({
      caller: ctx.caller,
      boxId: input.id,
      offset: input.offset,
      limit: input.limit,
    }),
  );
