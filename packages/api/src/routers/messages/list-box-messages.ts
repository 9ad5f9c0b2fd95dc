import { listBoxMessages } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { listBoxMessagesContract } from './list-box-messages.types';

export const listBoxMessagesProcedure = withContract(
  callerProcedure(2),
  listBoxMessagesContract,
).query(({ ctx, input: { id, ...page } }) =>
  listBoxMessages({ caller: ctx.caller, boxId: id, ...page }),
);
