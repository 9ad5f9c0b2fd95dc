import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const checkReadinessContract = {
  rest: {
    method: 'GET',
    path: '/health/ready',
    summary: 'Whether the process can serve: its database and file storage answer (503 when not)',
    tags: ['Health'],
  },
  output: z.object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    storage: z.literal('ok'),
  }),
} satisfies OperationContract;
