import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const checkLivenessContract = {
  rest: {
    method: 'GET',
    path: '/health/live',
    summary: 'Whether the process answers (a supervisor restarts it when not)',
    tags: ['Health'],
  },
  output: z.object({ status: z.literal('ok') }),
} satisfies OperationContract;
