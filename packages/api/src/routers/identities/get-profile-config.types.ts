import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const getProfileConfigMeta = {
  method: 'GET',
  path: '/identities/{id}/profile/config',
  summary: 'Which fields of your profile are public',
  tags: ['Identity profiles'],
} satisfies RestMeta;

export const getProfileConfigInput = z.strictObject({ id: z.uuid() });

export const getProfileConfigOutput = z.object({
  email: z.boolean().describe('true: the email is shared publicly'),
});
