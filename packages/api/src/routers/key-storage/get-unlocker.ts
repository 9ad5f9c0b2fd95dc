import { getUnlocker } from '@coffer/domain/key-storage';
import { userProcedure, withContract } from '../../trpc';
import { getUnlockerContract } from './get-unlocker.types';

export const getUnlockerProcedure = withContract(userProcedure(2), getUnlockerContract).query(
  ({ ctx, input }) =>
    getUnlocker({ caller: ctx.caller, identityId: input.id, unlockerId: input.unlocker_id }),
);
