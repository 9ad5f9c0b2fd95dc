import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const configureProfileMeta = {
  method: 'PATCH',
  path: '/identities/{id}/profile/config',
  status: 204,
  summary: 'Choose which fields of your profile are public',
  tags: ['Identity profiles'],
} satisfies RestMeta;

export const configureProfileInput = z.strictObject({
  id: z.uuid(),
  /** service.md: currently the only field, required. */
  email: z.boolean().describe('true: share the email publicly; false: keep it private'),
});
