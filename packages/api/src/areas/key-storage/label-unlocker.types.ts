import { z } from 'zod';
import { browserIdSchema, unlockerNameSchema } from '@coffer/domain/key-storage';
import type { OperationContract } from '../../operations/operation-contract';

export const labelUnlockerContract = {
  rest: {
    method: 'PATCH',
    path: '/identities/{id}/storage/unlockers/{unlocker_id}',
    status: 204,
    summary:
      'Rename one of your unlockers, or say that you saved your recovery key (nothing is sealed again)',
    tags: ['Key storage'],
  },
  input: z.strictObject({
    id: z.uuid(),
    unlocker_id: browserIdSchema,
    name: unlockerNameSchema.optional().describe('A new name; absent keeps the current one'),
    saved: z
      .literal(true)
      .optional()
      .describe('recovery only: the person saved the key (the pages stop reminding)'),
  }),
} satisfies OperationContract;
