import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const listOutboxMailContract = {
  rest: {
    method: 'GET',
    path: '/dev/outbox',
    summary:
      'Development only: the mails kept instead of sent when no SMTP_URL is set, newest first (404 otherwise)',
    tags: ['Development'],
  },
  input: z.strictObject({
    limit: z.coerce.number().int().min(1).max(500).default(50),
  }),
  output: z.array(
    z.object({
      id: z.uuid(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      created_at: z.iso.datetime(),
    }),
  ),
} satisfies OperationContract;
