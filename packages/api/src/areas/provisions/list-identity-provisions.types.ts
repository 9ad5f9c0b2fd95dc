import { z } from 'zod';
import { provisionSummarySchema } from '@coffer/domain/provisions';
import type { OperationContract } from '../../operations/operation-contract';

export const listIdentityProvisionsContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/provisions',
    summary:
      "The provisions of your email, newest first, with the invitations addressed to them (no service shares: a device holding a provision's secret key opens them)",
    tags: ['Provisions'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: z.array(provisionSummarySchema),
} satisfies OperationContract;
