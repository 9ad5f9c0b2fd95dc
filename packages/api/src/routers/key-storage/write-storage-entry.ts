import { writeStorageEntry } from '@coffer/domain/key-storage';
import { userProcedure, withContract } from '../../trpc';
import { writeStorageEntryContract } from './write-storage-entry.types';

export const writeStorageEntryProcedure = withContract(
  userProcedure(2),
  writeStorageEntryContract,
).mutation(({ ctx, input }) =>
  writeStorageEntry({
    caller: ctx.caller,
    identityId: input.id,
    kind: input.kind,
    name: input.name,
    ciphertext: input.ciphertext,
  }),
);
