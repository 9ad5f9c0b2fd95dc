import { z } from 'zod';
import { shareHashSchema } from '@coffer/domain/boxes';
import { provisionResourceSchema } from '@coffer/domain/provisions';
import type { OperationContract } from '../../operations/operation-contract';

export const getProvisionContract = {
  rest: {
    method: 'GET',
    path: '/provisions/{user_key_share_hash}',
    summary:
      "A provision by the hash of its link's user share, for a person signed in with the provision's email (acr 1): its service share and the invitations addressed to it",
    tags: ['Provisions'],
  },
  input: z.strictObject({
    user_key_share_hash: shareHashSchema.describe(
      'SHA-512 of the user share of the link /provisions#<user share>, url-safe base64',
    ),
  }),
  output: provisionResourceSchema,
} satisfies OperationContract;
