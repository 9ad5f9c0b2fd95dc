import { listStorageEntries } from '@coffer/domain/key-storage';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { listStorageEntriesContract } from './list-storage-entries.types';

export const listStorageEntriesOperation = defineOperation(
  userRung(2),
  listStorageEntriesContract,
  ({ ctx, input }) =>
    listStorageEntries({ caller: ctx.caller, identityId: input.id, kind: input.kind }),
);
