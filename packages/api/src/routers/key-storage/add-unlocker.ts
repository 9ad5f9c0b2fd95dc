import { addUnlocker } from '@coffer/domain/key-storage';
import { readCookies } from '../../auth/cookies';
import { userProcedure, withContract } from '../../trpc';
import { addUnlockerContract } from './add-unlocker.types';

export const addUnlockerProcedure = withContract(userProcedure(2), addUnlockerContract).mutation(
  ({ ctx, input }) =>
    addUnlocker({
      caller: ctx.caller,
      identityId: input.id,
      unlocker: input.unlocker,
      browserKey: readCookies(ctx.headers).browserKey,
    }),
);
