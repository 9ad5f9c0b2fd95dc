import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const checkHealthContract = {
  rest: {
    method: 'GET',
    path: '/health',
    summary: 'Whether the service and its database answer',
    tags: ['Health'],
  },
  output: z.object({
    status: z.literal('ok'),
    database: z.literal('ok'),
  }),
} satisfies OperationContract;
