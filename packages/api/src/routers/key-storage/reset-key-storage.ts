import { resetKeyStorage } from '@coffer/domain/key-storage';
import { userProcedure, withContract } from '../../trpc';
import { resetKeyStorageContract } from './reset-key-storage.types';

export const resetKeyStorageProcedure = withContract(
  userProcedure(2),
  resetKeyStorageContract,
).mutation(({ ctx, input }) => resetKeyStorage({ caller: ctx.caller, identityId: input.id }));
