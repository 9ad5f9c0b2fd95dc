import { z } from 'zod';
import { newUnlockerSchema, unlockerSummarySchema } from '@coffer/domain/key-storage';
import type { OperationContract } from '../../operations/operation-contract';

export const addUnlockerContract = {
  rest: {
    method: 'POST',
    path: '/identities/{id}/storage/unlockers',
    status: 201,
    summary:
      'Add an unlocker to your key storage: the root key sealed under another KEK (a passkey, this device, a recovery key, the password)',
    tags: ['Key storage'],
  },
  input: z.strictObject({ id: z.uuid(), unlocker: newUnlockerSchema }),
  output: unlockerSummarySchema,
} satisfies OperationContract;
