import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const getEncryptedInvitationKeyShareMeta = {
  method: 'GET',
  path: '/key-shares/encrypted-invitation-key-share',
  summary: "The box's invitation share encrypted to the box key, as a JSON string (box members)",
  tags: ['Key shares'],
} satisfies RestMeta;

export const getEncryptedInvitationKeyShareInput = z.strictObject({ box_id: z.uuid() });

export const getEncryptedInvitationKeyShareOutput = z.string();
