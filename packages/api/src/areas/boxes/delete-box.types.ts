import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const deleteBoxContract = {
  rest: {
    method: 'DELETE',
    path: '/boxes/{id}',
    status: 204,
    summary:
      'Delete a box with its events, files and key share, irreversibly (box admins); the person confirms with "delete" or "supprimer"',
    tags: ['Boxes'],
    body: ['user_confirmation'],
  },
  input: z.strictObject({
    id: z.uuid(),
    user_confirmation: z.enum(['delete', 'supprimer']),
  }),
} satisfies OperationContract;
