import { deleteUnlocker } from '@coffer/domain/key-storage';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { deleteUnlockerContract } from './delete-unlocker.types';

export const deleteUnlockerOperation = defineOperation(
  userRung(2),
  deleteUnlockerContract,
  ({ ctx, input }) =>
    deleteUnlocker({
      caller: ctx.caller,
      identityId: input.id,
      unlockerId: input.unlocker_id,
      signOut: input.sign_out ?? false,
    }),
);
