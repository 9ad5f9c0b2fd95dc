import { z } from 'zod';
import { browserIdSchema } from '@coffer/domain/key-storage';
import type { OperationContract } from '../../operations/operation-contract';

export const deleteUnlockerContract = {
  rest: {
    method: 'DELETE',
    path: '/identities/{id}/storage/unlockers/{unlocker_id}',
    status: 204,
    summary:
      'Delete one of your unlockers (a lost device or passkey stops opening the storage); not the last one. With sign_out, a device is signed out too',
    tags: ['Key storage'],
    body: ['sign_out'],
  },
  input: z.strictObject({
    id: z.uuid(),
    unlocker_id: browserIdSchema,
    sign_out: z
      .boolean()
      .optional()
      .describe(
        'A device unlocker: also end every session of the account in the browser that keeps it',
      ),
  }),
} satisfies OperationContract;
