import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const listOutboxMailMeta = {
  method: 'GET',
  path: '/dev/outbox',
  summary:
    'Development only: the mails kept instead of sent when no SMTP_URL is set, newest first (404 otherwise)',
  tags: ['Development'],
} satisfies RestMeta;

export const listOutboxMailInput = z.strictObject({
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const listOutboxMailOutput = z.array(
  z.object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    created_at: z.iso.datetime(),
  }),
);
