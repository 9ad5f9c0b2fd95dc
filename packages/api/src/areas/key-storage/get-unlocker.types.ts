import { z } from 'zod';
import { browserIdSchema, unlockerResourceSchema } from '@coffer/domain/key-storage';
import type { OperationContract } from '../../operations/operation-contract';

export const getUnlockerContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/storage/unlockers/{unlocker_id}',
    summary:
      'One unlocker of your key storage with its nonce and sealed root key, to open it; records its last use',
    tags: ['Key storage'],
  },
  input: z.strictObject({ id: z.uuid(), unlocker_id: browserIdSchema }),
  output: unlockerResourceSchema,
} satisfies OperationContract;
