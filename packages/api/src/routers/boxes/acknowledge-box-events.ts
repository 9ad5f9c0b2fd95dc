import { acknowledgeBoxEvents } from '@coffer/domain/activity';
import { userProcedure, withContract } from '../../trpc';
import { acknowledgeBoxEventsContract } from './acknowledge-box-events.types';

export const acknowledgeBoxEventsProcedure = withContract(
  userProcedure(2),
  acknowledgeBoxEventsContract,
).mutation(async ({ ctx, input }) => {
  await acknowledgeBoxEvents({ caller: ctx.caller, boxId: input.id });
});
