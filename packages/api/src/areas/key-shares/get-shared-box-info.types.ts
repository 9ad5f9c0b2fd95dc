import { z } from 'zod';
import { shareHashSchema } from '@coffer/domain/boxes';
import { organizationRefSchema } from '@coffer/domain/organizations';
import type { OperationContract } from '../../operations/operation-contract';

export const getSharedBoxInfoContract = {
  rest: {
    method: 'GET',
    path: '/key-shares/{invitation_share_hash}/box',
    summary:
      'Which organization opened which box for whom, by the SHA-512 of an invitation link’s share (public; 404 for any other hash; counted in the per-address limit of authentication requests: 429 with Retry-After)',
    tags: ['Key shares'],
  },
  input: z.strictObject({ invitation_share_hash: shareHashSchema }),
  output: z.object({
    box_id: z.uuid(),
    title: z.string(),
    organization: organizationRefSchema,
    data_subject: z.string(),
  }),
} satisfies OperationContract;
