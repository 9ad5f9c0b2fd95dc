import { countBoxMessages, MESSAGE_TYPES } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { countBoxMessagesContract } from './count-box-messages.types';

export const countBoxMessagesProcedure = withContract(
  callerProcedure(2),
  countBoxMessagesContract,
).query(async ({ ctx, input }) => {
  const total = await countBoxMessages({
    caller: ctx.caller,
    boxId: input.id,
    types: input.type ? [input.type] : MESSAGE_TYPES,
  });
  ctx.response.headers.set('X-Total-Count', String(total));
});
