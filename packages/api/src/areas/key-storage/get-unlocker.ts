import { getUnlocker } from '@coffer/domain/key-storage';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { getUnlockerContract } from './get-unlocker.types';

export const getUnlockerOperation = defineOperation(
  userRung(2),
  getUnlockerContract,
  ({ ctx, input }) =>
    getUnlocker({ caller: ctx.caller, identityId: input.id, unlockerId: input.unlocker_id }),
);
