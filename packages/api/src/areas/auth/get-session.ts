import { getSession } from '@coffer/domain/sessions';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { getSessionContract } from './get-session.types';

export const getSessionOperation = defineOperation(userRung(1), getSessionContract, ({ ctx }) =>
  getSession({ caller: ctx.caller }),
);
