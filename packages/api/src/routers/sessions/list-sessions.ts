import { listSessions } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { listSessionsContract } from './list-sessions.types';

export const listSessionsProcedure = withContract(userProcedure(1), listSessionsContract).query(
  ({ ctx, input }) => listSessions({ caller: ctx.caller, identityId: input.id }),
);
