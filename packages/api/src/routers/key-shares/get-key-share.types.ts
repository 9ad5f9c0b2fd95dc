import { z } from 'zod';
import { shareHashSchema } from '@coffer/domain/boxes';
import type { RestMeta } from '../../rest/rest-meta';

export const getKeyShareMeta = {
  method: 'GET',
  path: '/key-shares/{invitation_share_hash}',
  summary:
    'The key share of an invitation link, by the SHA-512 of its invitation share (any valid token, acr 1)',
  tags: ['Key shares'],
} satisfies RestMeta;

export const getKeyShareInput = z.strictObject({ invitation_share_hash: shareHashSchema });

export const getKeyShareOutput = z.object({
  service_share: z.string(),
  invitation_share_hash: z.string(),
  encrypted_invitation_key_share: z.string(),
  box_id: z.uuid(),
});
