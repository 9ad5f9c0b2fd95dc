import { setUpKeyStorage } from '@coffer/domain/key-storage';
import { readCookies } from '../../auth/cookies';
import { userProcedure, withContract } from '../../trpc';
import { setUpKeyStorageContract } from './set-up-key-storage.types';

export const setUpKeyStorageProcedure = withContract(
  userProcedure(2),
  setUpKeyStorageContract,
).mutation(({ ctx, input }) =>
  setUpKeyStorage({
    caller: ctx.caller,
    identityId: input.id,
    accountId: input.account_id,
    unlockers: input.unlockers,
    entries: input.entries,
    browserKey: readCookies(ctx.headers).browserKey,
  }),
);
