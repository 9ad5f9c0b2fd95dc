import { postBoxEvent } from '@coffer/domain/boxes';
import { callerProcedure } from '../../trpc';
import { postBoxEventInput, postBoxEventMeta, postBoxEventOutput } from './post-box-event.types';

export const postBoxEventProcedure = callerProcedure(2)
  .meta({ rest: postBoxEventMeta })
  .input(postBoxEventInput)
  .output(postBoxEventOutput)
  .mutation(({ ctx, input: { id, ...event } }) =>
    postBoxEvent({ caller: ctx.caller, boxId: id, event }),
  );
