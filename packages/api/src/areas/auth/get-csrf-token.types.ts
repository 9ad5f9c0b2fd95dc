import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const getCsrfTokenContract = {
  rest: {
    method: 'GET',
    path: '/auth/csrf',
    summary: 'The CSRF token of the session cookie (after a page reload)',
    tags: ['Authentication'],
  },
  output: z.object({ csrf_token: z.string() }),
} satisfies OperationContract;
