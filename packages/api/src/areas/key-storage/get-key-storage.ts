import { getKeyStorage } from '@coffer/domain/key-storage';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { getKeyStorageContract } from './get-key-storage.types';

export const getKeyStorageOperation = defineOperation(
  userRung(2),
  getKeyStorageContract,
  ({ ctx, input }) => getKeyStorage({ caller: ctx.caller, identityId: input.id }),
);
