import { deleteStorageEntry } from '@coffer/domain/key-storage';
import { userProcedure, withContract } from '../../trpc';
import { deleteStorageEntryContract } from './delete-storage-entry.types';

export const deleteStorageEntryProcedure = withContract(
  userProcedure(2),
  deleteStorageEntryContract,
).mutation(({ ctx, input }) =>
  deleteStorageEntry({
    caller: ctx.caller,
    identityId: input.id,
    kind: input.kind,
    name: input.name,
  }),
);
