import { countBoxMessages, MESSAGE_TYPES } from '@coffer/domain/boxes';
import { callerProcedure } from '../../trpc';
import { countBoxMessagesInput, countBoxMessagesMeta } from './count-box-messages.types';

export const countBoxMessagesProcedure = callerProcedure(2)
  .meta({ rest: countBoxMessagesMeta })
  .input(countBoxMessagesInput)
  .query(async ({ ctx, input }) => {
    const total = await countBoxMessages({
      caller: ctx.caller,
      boxId: input.id,
      types: input.type ? [input.type] : MESSAGE_TYPES,
    });
    ctx.response.headers.set('X-Total-Count', String(total));
  });
