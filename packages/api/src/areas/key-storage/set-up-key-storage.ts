import { setUpKeyStorage } from '@coffer/domain/key-storage';
import { readCookies } from '../../auth/cookies';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { setUpKeyStorageContract } from './set-up-key-storage.types';

export const setUpKeyStorageOperation = defineOperation(
  userRung(2),
  setUpKeyStorageContract,
  ({ ctx, input }) =>
    setUpKeyStorage({
      caller: ctx.caller,
      identityId: input.id,
      accountId: input.account_id,
      unlockers: input.unlockers,
      entries: input.entries,
      browserKey: readCookies(ctx.headers).browserKey,
    }),
);
