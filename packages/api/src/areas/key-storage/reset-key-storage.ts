import { resetKeyStorage } from '@coffer/domain/key-storage';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { resetKeyStorageContract } from './reset-key-storage.types';

export const resetKeyStorageOperation = defineOperation(
  userRung(2),
  resetKeyStorageContract,
  ({ ctx, input }) => resetKeyStorage({ caller: ctx.caller, identityId: input.id }),
);
