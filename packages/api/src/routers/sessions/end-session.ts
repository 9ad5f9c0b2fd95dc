import { endSession } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { endSessionContract } from './end-session.types';

export const endSessionProcedure = withContract(userProcedure(1), endSessionContract).mutation(
  async ({ ctx, input }) => {
    await endSession({ caller: ctx.caller, identityId: input.id, sessionId: input.session_id });
  },
);
