import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const endOtherSessionsContract = {
  rest: {
    method: 'DELETE',
    path: '/identities/{id}/sessions',
    status: 204,
    summary: 'Sign out everywhere else: every session of yours ends but this one',
    tags: ['Sessions'],
  },
  input: z.strictObject({ id: z.uuid() }),
} satisfies OperationContract;
