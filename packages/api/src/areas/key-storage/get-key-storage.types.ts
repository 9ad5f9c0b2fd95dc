import { z } from 'zod';
import { keyStorageSchema } from '@coffer/domain/key-storage';
import type { OperationContract } from '../../operations/operation-contract';

export const getKeyStorageContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/storage',
    summary:
      'Your key storage: its unlockers (without their sealed root keys), its entry count and its limits',
    tags: ['Key storage'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: keyStorageSchema,
} satisfies OperationContract;
