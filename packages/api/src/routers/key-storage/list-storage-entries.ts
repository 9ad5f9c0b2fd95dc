import { listStorageEntries } from '@coffer/domain/key-storage';
import { userProcedure, withContract } from '../../trpc';
import { listStorageEntriesContract } from './list-storage-entries.types';

export const listStorageEntriesProcedure = withContract(
  userProcedure(2),
  listStorageEntriesContract,
).query(({ ctx, input }) =>
  listStorageEntries({ caller: ctx.caller, identityId: input.id, kind: input.kind }),
);
