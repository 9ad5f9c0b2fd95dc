import { listSessions } from '@coffer/domain/sessions';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { listSessionsContract } from './list-sessions.types';

export const listSessionsOperation = defineOperation(
  userRung(1),
  listSessionsContract,
  ({ ctx, input }) => listSessions({ caller: ctx.caller, identityId: input.id }),
);
