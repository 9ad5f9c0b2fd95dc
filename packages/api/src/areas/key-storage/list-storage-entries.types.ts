import { z } from 'zod';
import { entryKindSchema, storageEntryResourceSchema } from '@coffer/domain/key-storage';
import type { OperationContract } from '../../operations/operation-contract';

export const listStorageEntriesContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/storage/entries',
    summary: 'The entries of your key storage, newest first',
    tags: ['Key storage'],
  },
  input: z.strictObject({
    id: z.uuid(),
    kind: entryKindSchema.optional().describe('Only entries of this kind'),
  }),
  output: z.array(storageEntryResourceSchema),
} satisfies OperationContract;
