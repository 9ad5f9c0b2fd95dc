import { labelUnlocker } from '@coffer/domain/key-storage';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { labelUnlockerContract } from './label-unlocker.types';

export const labelUnlockerOperation = defineOperation(
  userRung(2),
  labelUnlockerContract,
  ({ ctx, input }) =>
    labelUnlocker({
      caller: ctx.caller,
      identityId: input.id,
      unlockerId: input.unlocker_id,
      name: input.name,
      saved: input.saved,
    }),
);
