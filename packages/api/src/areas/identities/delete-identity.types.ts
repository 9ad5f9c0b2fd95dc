import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const deleteIdentityContract = {
  rest: {
    method: 'DELETE',
    path: '/identities/{id}',
    status: 204,
    summary:
      'Delete your identity and what is yours (boxes stay with their organizations); confirm with your email',
    tags: ['Identities'],
    body: ['user_confirmation'],
  },
  input: z.strictObject({ id: z.uuid(), user_confirmation: z.string().min(1).max(254) }),
} satisfies OperationContract;
