import { countBoxMessages, MESSAGE_TYPES } from '@coffer/domain/boxes';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { countBoxMessagesContract } from './count-box-messages.types';

export const countBoxMessagesOperation = defineOperation(
  callerRung(2),
  countBoxMessagesContract,
  async ({ ctx, input }) => {
    const total = await countBoxMessages({
      caller: ctx.caller,
      boxId: input.id,
      types: input.type ? [input.type] : MESSAGE_TYPES,
    });
    ctx.response.headers.set('X-Total-Count', String(total));
  },
);
