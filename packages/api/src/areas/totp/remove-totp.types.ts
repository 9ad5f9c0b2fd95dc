import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const removeTotpContract = {
  rest: {
    method: 'DELETE',
    path: '/identities/{id}/totp',
    status: 204,
    summary: 'Remove TOTP and its recovery codes (409 while mfa_method is totp)',
    tags: ['TOTP'],
  },
  input: z.strictObject({ id: z.uuid() }),
} satisfies OperationContract;
