import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const createAccountLinkCodeContract = {
  rest: {
    method: 'POST',
    path: '/accounts/{id}/link-codes',
    status: 201,
    summary:
      'A one-time code (10 minutes) that lets another email join this account: typed, with the password, in that email’s session',
    tags: ['Accounts'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: z.object({
    link_code: z.string().describe('XXXXX-XXXXX; case, dashes and spaces do not matter'),
    expires_at: z.iso.datetime(),
  }),
} satisfies OperationContract;
