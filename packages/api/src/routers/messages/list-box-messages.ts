import { listBoxEvents } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { listBoxMessagesContract } from './list-box-messages.types';

export const listBoxMessagesProcedure = withContract(
  callerProcedure(2),
  listBoxMessagesContract,
).query(({ ctx, input }) =>
  listBoxEvents({
    caller: ctx.caller,
    boxId: input.id,
    types: input.types,
    offset: input.offset,
    limit: input.limit,
  }),
);
