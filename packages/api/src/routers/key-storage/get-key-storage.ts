import { getKeyStorage } from '@coffer/domain/key-storage';
import { userProcedure, withContract } from '../../trpc';
import { getKeyStorageContract } from './get-key-storage.types';

export const getKeyStorageProcedure = withContract(userProcedure(2), getKeyStorageContract).query(
  ({ ctx, input }) => getKeyStorage({ caller: ctx.caller, identityId: input.id }),
);
