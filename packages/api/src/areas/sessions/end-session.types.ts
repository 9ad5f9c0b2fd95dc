import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const endSessionContract = {
  rest: {
    method: 'DELETE',
    path: '/identities/{id}/sessions/{session_id}',
    status: 204,
    summary: 'Sign one of your sessions out: it ends with its tokens (404 if not yours)',
    tags: ['Sessions'],
  },
  input: z.strictObject({ id: z.uuid(), session_id: z.uuid() }),
} satisfies OperationContract;
