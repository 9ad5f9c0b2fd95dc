import { listBoxEvents } from '@coffer/domain/boxes';
import { callerProcedure } from '../../trpc';
import {
  listBoxMessagesInput,
  listBoxMessagesMeta,
  listBoxMessagesOutput,
} from './list-box-messages.types';

export const listBoxMessagesProcedure = callerProcedure(2)
  .meta({ rest: listBoxMessagesMeta })
  .input(listBoxMessagesInput)
  .output(listBoxMessagesOutput)
  .query(({ ctx, input }) =>
    listBoxEvents({
      caller: ctx.caller,
      boxId: input.id,
      types: input.types,
      offset: input.offset,
      limit: input.limit,
    }),
  );
