import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const removeOrganizationMemberMeta = {
  method: 'DELETE',
  path: '/organizations/{oid}/members/{identity_id}',
  status: 204,
  summary: 'Take a person off the staff (its admins); the last admin stays (409)',
  tags: ['Organizations'],
} satisfies RestMeta;

export const removeOrganizationMemberInput = z.strictObject({
  oid: z.uuid(),
  identity_id: z.uuid(),
});
