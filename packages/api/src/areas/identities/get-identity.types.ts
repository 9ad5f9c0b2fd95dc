import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { identityResourceSchema } from './identity-resource.schema';

export const getIdentityContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}',
    summary: 'Your identity (account_id only at acr 2 or more)',
    tags: ['Identities'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: identityResourceSchema,
} satisfies OperationContract;
