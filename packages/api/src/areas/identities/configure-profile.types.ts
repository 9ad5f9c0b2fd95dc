import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const configureProfileContract = {
  rest: {
    method: 'PATCH',
    path: '/identities/{id}/profile/config',
    status: 204,
    summary: 'Choose which fields of your profile are public',
    tags: ['Identity profiles'],
  },
  input: z.strictObject({
    id: z.uuid(),
    /** The only field today, and required (docs/identities.md). */
    email: z.boolean().describe('true: share the email publicly; false: keep it private'),
  }),
} satisfies OperationContract;
