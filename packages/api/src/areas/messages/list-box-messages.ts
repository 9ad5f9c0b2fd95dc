import { listBoxMessages } from '@coffer/domain/boxes';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { listBoxMessagesContract } from './list-box-messages.types';

export const listBoxMessagesOperation = defineOperation(
  callerRung(2),
  listBoxMessagesContract,
  ({ ctx, input: { id, ...page } }) => listBoxMessages({ caller: ctx.caller, boxId: id, ...page }),
);
