import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const getCsrfTokenMeta = {
  method: 'GET',
  path: '/auth/csrf',
  summary: 'The CSRF token of the session cookie (after a page reload)',
  tags: ['Authentication'],
} satisfies RestMeta;

export const getCsrfTokenOutput = z.object({ csrf_token: z.string() });
