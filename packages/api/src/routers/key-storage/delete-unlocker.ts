import { deleteUnlocker } from '@coffer/domain/key-storage';
import { userProcedure, withContract } from '../../trpc';
import { deleteUnlockerContract } from './delete-unlocker.types';

export const deleteUnlockerProcedure = withContract(
  userProcedure(2),
  deleteUnlockerContract,
).mutation(({ ctx, input }) =>
  deleteUnlocker({
    caller: ctx.caller,
    identityId: input.id,
    unlockerId: input.unlocker_id,
    signOut: input.sign_out ?? false,
  }),
);
