import { updateUnlocker } from '@coffer/domain/key-storage';
import { userProcedure, withContract } from '../../trpc';
import { updateUnlockerContract } from './update-unlocker.types';

export const updateUnlockerProcedure = withContract(
  userProcedure(2),
  updateUnlockerContract,
).mutation(({ ctx, input }) =>
  updateUnlocker({
    caller: ctx.caller,
    identityId: input.id,
    unlockerId: input.unlocker_id,
    name: input.name,
    kekParams: input.kek_params,
    nonce: input.nonce,
    wrappedRootKey: input.wrapped_root_key,
  }),
);
