import { z } from 'zod';
import { shareHashSchema } from '@coffer/domain/boxes';
import type { OperationContract } from '../../operations/operation-contract';

export const getKeyShareContract = {
  rest: {
    method: 'GET',
    path: '/key-shares/{invitation_share_hash}',
    summary:
      'The key share of an invitation link, by the SHA-512 of its invitation share (any valid token, acr 1)',
    tags: ['Key shares'],
  },
  input: z.strictObject({ invitation_share_hash: shareHashSchema }),
  output: z.object({
    service_share: z.string(),
    invitation_share_hash: z.string(),
    encrypted_invitation_key_share: z.string(),
    box_id: z.uuid(),
  }),
} satisfies OperationContract;
