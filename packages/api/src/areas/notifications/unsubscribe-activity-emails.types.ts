import { z } from 'zod';
import type { StreamingContract } from '../../operations/streaming-operation';

const input = z.strictObject({
  id: z.uuid(),
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .describe("The token of the activity email's unsubscribe link"),
});

/** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` (form-encoded, ignored). */
export const unsubscribeActivityEmailsContract = {
  rest: {
    method: 'POST',
    path: '/identities/{id}/notifications/unsubscription',
    summary:
      "Turn an identity's activity emails off (notifications: minimal) from an email's one-click unsubscribe link (RFC 8058); no session, the link's token; answers a short page saying so",
    tags: ['Notifications'],
    query: ['token'],
  },
  input,
  output: { binary: 'text/html' },
} satisfies StreamingContract;

export const unsubscribePageContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/notifications/unsubscription',
    summary:
      "The page of an activity email's unsubscribe link: a button that makes the POST (a link opened, or prefetched by a mail scanner, changes nothing)",
    tags: ['Notifications'],
  },
  input,
  output: { binary: 'text/html' },
} satisfies StreamingContract;
