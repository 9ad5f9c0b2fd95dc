import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const getAvatarMeta = {
  method: 'GET',
  path: '/identities/{id}/avatar',
  summary: "An identity's avatar image (public: avatar_url points here); 404 without one",
  tags: ['Identities'],
} satisfies RestMeta;

export const getAvatarParams = z.strictObject({ id: z.uuid() });
