import { updateUnlocker } from '@coffer/domain/key-storage';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { updateUnlockerContract } from './update-unlocker.types';

export const updateUnlockerOperation = defineOperation(
  userRung(2),
  updateUnlockerContract,
  ({ ctx, input }) =>
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
