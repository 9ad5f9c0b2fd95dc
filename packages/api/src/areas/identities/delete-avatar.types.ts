import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const deleteAvatarContract = {
  rest: {
    method: 'DELETE',
    path: '/identities/{id}/avatar',
    status: 204,
    summary: 'Remove your avatar (409 when none is set)',
    tags: ['Identities'],
  },
  input: z.strictObject({ id: z.uuid() }),
} satisfies OperationContract;
