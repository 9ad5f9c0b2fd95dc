import { addUnlocker } from '@coffer/domain/key-storage';
import { readCookies } from '../../auth/cookies';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { addUnlockerContract } from './add-unlocker.types';

export const addUnlockerOperation = defineOperation(
  userRung(2),
  addUnlockerContract,
  ({ ctx, input }) =>
    addUnlocker({
      caller: ctx.caller,
      identityId: input.id,
      unlocker: input.unlocker,
      browserKey: readCookies(ctx.headers).browserKey,
    }),
);
