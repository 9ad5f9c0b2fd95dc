import { z } from 'zod';
import { prehashedPasswordSchema } from '@coffer/domain/authn-methods';
import type { OperationContract } from '../../operations/operation-contract';

export const attachAccountContract = {
  rest: {
    method: 'POST',
    path: '/identities/{id}/account',
    status: 201,
    summary:
      'Give the identity an account: a new one, by setting a password, or an existing one (account_id), by proving its password and typing a link code made in that account',
    tags: ['Accounts'],
  },
  input: z.strictObject({
    id: z.uuid(),
    /** Set to link an existing account; absent to create one. */
    account_id: z.uuid().optional(),
    prehashed_password: prehashedPasswordSchema,
    link_code: z
      .string()
      .max(32)
      .optional()
      .describe('With account_id: the code of POST /accounts/{account_id}/link-codes'),
  }),
  output: z.object({ account_id: z.uuid() }),
} satisfies OperationContract;
