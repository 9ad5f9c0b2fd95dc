import { z } from 'zod';
import { prehashedPasswordSchema } from '@coffer/domain/authn-methods';
import type { OperationContract } from '../../rest/operation-contract';

export const resetPasswordContract = {
  rest: {
    method: 'PUT',
    path: '/accounts/{id}/password',
    status: 204,
    summary:
      "Set a new password, within 10 minutes of signing in with a code mailed to one of the account's identities",
    tags: ['Accounts'],
  },
  input: z.strictObject({
    id: z.uuid(),
    prehashed_password: prehashedPasswordSchema,
  }),
} satisfies OperationContract;
