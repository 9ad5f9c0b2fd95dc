import { endOtherSessions } from '@coffer/domain/sessions';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { endOtherSessionsContract } from './end-other-sessions.types';

export const endOtherSessionsOperation = defineOperation(
  userRung(1),
  endOtherSessionsContract,
  async ({ ctx, input }) => {
    await endOtherSessions({ caller: ctx.caller, identityId: input.id });
  },
);
