import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const removeTotpMeta = {
  method: 'DELETE',
  path: '/identities/{id}/totp',
  status: 204,
  summary: 'Remove TOTP and its recovery codes (409 while mfa_method is totp)',
  tags: ['TOTP'],
} satisfies RestMeta;

export const removeTotpInput = z.strictObject({ id: z.uuid() });
