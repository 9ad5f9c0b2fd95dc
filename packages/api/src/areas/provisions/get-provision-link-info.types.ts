import { z } from 'zod';
import { shareHashSchema } from '@coffer/domain/boxes';
import { organizationRefSchema } from '@coffer/domain/organizations';
import type { OperationContract } from '../../operations/operation-contract';

export const getProvisionLinkInfoContract = {
  rest: {
    method: 'GET',
    path: '/provisions/{user_key_share_hash}/link',
    summary:
      'Which organization a provisions link comes from, and for which email, by the SHA-512 of its user share (public; 404 for any other hash; counted in the per-address limit of authentication requests: 429 with Retry-After)',
    tags: ['Provisions'],
  },
  input: z.strictObject({
    user_key_share_hash: shareHashSchema.describe(
      'SHA-512 of the user share of the link /provisions#<user share>, url-safe base64',
    ),
  }),
  output: z.object({
    organization: organizationRefSchema,
    email: z.string().describe('The email the provision was made for'),
  }),
} satisfies OperationContract;
