import { acknowledgeBoxEvents } from '@coffer/domain/activity';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { acknowledgeBoxEventsContract } from './acknowledge-box-events.types';

export const acknowledgeBoxEventsOperation = defineOperation(
  userRung(2),
  acknowledgeBoxEventsContract,
  async ({ ctx, input }) => {
    await acknowledgeBoxEvents({ caller: ctx.caller, boxId: input.id });
  },
);
