import { labelUnlocker } from '@coffer/domain/key-storage';
import { userProcedure, withContract } from '../../trpc';
import { labelUnlockerContract } from './label-unlocker.types';

export const labelUnlockerProcedure = withContract(
  userProcedure(2),
  labelUnlockerContract,
).mutation(({ ctx, input }) =>
  labelUnlocker({
    caller: ctx.caller,
    identityId: input.id,
    unlockerId: input.unlocker_id,
    name: input.name,
    saved: input.saved,
  }),
);
