import { z } from 'zod';
import { browserIdSchema, unlockerRewrapSchema } from '@coffer/domain/key-storage';
import type { OperationContract } from '../../operations/operation-contract';

export const updateUnlockerContract = {
  rest: {
    method: 'PUT',
    path: '/identities/{id}/storage/unlockers/{unlocker_id}',
    status: 204,
    summary:
      'Seal the root key again in one of your unlockers (new KEK parameters, nonce and sealed root key; its kind stays), and rename it',
    tags: ['Key storage'],
  },
  input: z.strictObject({ id: z.uuid(), unlocker_id: browserIdSchema, ...unlockerRewrapSchema }),
} satisfies OperationContract;
