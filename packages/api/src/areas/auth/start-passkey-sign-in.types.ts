import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { loginChallengeSchema } from './get-login-info.types';

export const startPasskeySignInContract = {
  rest: {
    method: 'POST',
    path: '/authn-steps/passkey-options',
    summary: 'Assertion options for a passkey sign-in without an email (any passkey of this site)',
    tags: ['Authentication'],
  },
  input: z.strictObject({ login_challenge: loginChallengeSchema }),
  output: z.object({
    public_key: z
      .record(z.string(), z.unknown())
      .describe('PublicKeyCredentialRequestOptionsJSON, without allowCredentials'),
  }),
} satisfies OperationContract;
