import { z } from 'zod';
import { prehashedPasswordSchema } from '@coffer/domain/authn-methods';
import { passwordUnlockerSchema } from '@coffer/domain/key-storage';
import type { OperationContract } from '../../operations/operation-contract';

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
    unlocker: passwordUnlockerSchema
      .optional()
      .describe(
        "The key storage's password unlocker sealed under the new password, replacing the old one; absent: the old one is deleted (docs/key-model.md#reset)",
      ),
  }),
} satisfies OperationContract;
