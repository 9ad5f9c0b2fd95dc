import { postBoxEvent } from '@coffer/domain/boxes';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { postBoxEventContract } from './post-box-event.types';

export const postBoxEventOperation = defineOperation(
  callerRung(2),
  postBoxEventContract,
  ({ ctx, input: { id, ...event } }) => postBoxEvent({ caller: ctx.caller, boxId: id, event }),
);
