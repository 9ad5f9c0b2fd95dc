import { getSession } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { getSessionContract } from './get-session.types';

export const getSessionProcedure = withContract(userProcedure(1), getSessionContract).query(
  ({ ctx }) => getSession({ caller: ctx.caller }),
);
