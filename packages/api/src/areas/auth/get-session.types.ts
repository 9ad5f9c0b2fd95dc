import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const getSessionContract = {
  rest: {
    method: 'GET',
    path: '/auth/session',
    summary: 'Who the session is: identity, account, acr and amr',
    tags: ['Authentication'],
  },
  output: z.object({
    identity_id: z.uuid(),
    account_id: z.uuid().nullable(),
    has_account: z.boolean(),
    has_password: z
      .boolean()
      .describe('The account has a password (one made with a passkey has none until one is set)'),
    acr: z.number().int(),
    account_acr: z
      .number()
      .int()
      .describe(
        "The level the account's methods reach (2 with a passkey or an app): what its sensitive changes need",
      ),
    amr: z.array(z.string()),
    auth_time: z.iso.datetime(),
  }),
} satisfies OperationContract;
