import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const getSessionMeta = {
  method: 'GET',
  path: '/auth/session',
  summary: 'Who the session is: identity, account, acr and amr',
  tags: ['Authentication'],
} satisfies RestMeta;

export const getSessionOutput = z.object({
  identity_id: z.uuid(),
  account_id: z.uuid().nullable(),
  has_account: z.boolean(),
  acr: z.number().int(),
  amr: z.array(z.string()),
  auth_time: z.iso.datetime(),
});
