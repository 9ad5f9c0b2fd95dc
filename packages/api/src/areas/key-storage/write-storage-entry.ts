import { writeStorageEntry } from '@coffer/domain/key-storage';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { writeStorageEntryContract } from './write-storage-entry.types';

export const writeStorageEntryOperation = defineOperation(
  userRung(2),
  writeStorageEntryContract,
  ({ ctx, input }) =>
    writeStorageEntry({
      caller: ctx.caller,
      identityId: input.id,
      kind: input.kind,
      name: input.name,
      ciphertext: input.ciphertext,
    }),
);
