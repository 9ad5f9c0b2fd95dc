import { z } from 'zod';
import { emailIdentifierSchema } from '@coffer/domain/identities';
import type { OperationContract } from '../../operations/operation-contract';

export const listIdentityPubkeysContract = {
  rest: {
    method: 'GET',
    path: '/identities/pubkey',
    summary:
      "The public keys of an email's identity, to encrypt an automatic invitation to it (empty when unknown or without keys)",
    tags: ['Identities'],
  },
  input: z.strictObject({
    identifier_value: emailIdentifierSchema,
  }),
  output: z.array(z.string()).describe('pubkey, then pubkey_aes_rsa, each when set'),
} satisfies OperationContract;
