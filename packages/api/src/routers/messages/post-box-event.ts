import { postBoxEvent } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { postBoxEventContract } from './post-box-event.types';

export const postBoxEventProcedure = withContract(
  callerProcedure(2),
  postBoxEventContract,
).mutation(({ ctx, input: { id, ...event } }) =>
  postBoxEvent({ caller: ctx.caller, boxId: id, event }),
);
