import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const getProfileConfigContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/profile/config',
    summary: 'Which fields of your profile are public',
    tags: ['Identity profiles'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: z.object({
    email: z.boolean().describe('true: the email is shared publicly'),
  }),
} satisfies OperationContract;
