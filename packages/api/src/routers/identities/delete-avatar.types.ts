import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const deleteAvatarMeta = {
  method: 'DELETE',
  path: '/identities/{id}/avatar',
  status: 204,
  summary: 'Remove your avatar (409 when none is set)',
  tags: ['Identities'],
} satisfies RestMeta;

export const deleteAvatarInput = z.strictObject({ id: z.uuid() });
