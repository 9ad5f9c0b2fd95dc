import { endOtherSessions } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { endOtherSessionsContract } from './end-other-sessions.types';

export const endOtherSessionsProcedure = withContract(
  userProcedure(1),
  endOtherSessionsContract,
).mutation(async ({ ctx, input }) => {
  await endOtherSessions({ caller: ctx.caller, identityId: input.id });
});
