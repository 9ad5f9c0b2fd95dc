import { endSession } from '@coffer/domain/sessions';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { endSessionContract } from './end-session.types';

export const endSessionOperation = defineOperation(
  userRung(1),
  endSessionContract,
  async ({ ctx, input }) => {
    await endSession({ caller: ctx.caller, identityId: input.id, sessionId: input.session_id });
  },
);
