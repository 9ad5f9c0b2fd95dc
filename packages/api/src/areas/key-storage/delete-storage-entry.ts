import { deleteStorageEntry } from '@coffer/domain/key-storage';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { deleteStorageEntryContract } from './delete-storage-entry.types';

export const deleteStorageEntryOperation = defineOperation(
  userRung(2),
  deleteStorageEntryContract,
  ({ ctx, input }) =>
    deleteStorageEntry({
      caller: ctx.caller,
      identityId: input.id,
      kind: input.kind,
      name: input.name,
    }),
);
