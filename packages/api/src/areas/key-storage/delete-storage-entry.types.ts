import { z } from 'zod';
import { refineEntryName } from '@coffer/domain/key-storage';
import type { OperationContract } from '../../operations/operation-contract';
import { entryAddressShape } from './entry-address.schema';

export const deleteStorageEntryContract = {
  rest: {
    method: 'DELETE',
    path: '/identities/{id}/storage/entries/{kind}/{name}',
    status: 204,
    summary: 'Delete an entry of your key storage',
    tags: ['Key storage'],
  },
  input: z.strictObject(entryAddressShape).superRefine(refineEntryName),
} satisfies OperationContract;
