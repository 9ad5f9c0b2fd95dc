import { z } from 'zod';
import type { StreamingContract } from '../../operations/streaming-operation';

export const streamInboxEventsContract = {
  rest: {
    method: 'GET',
    path: '/boxes/events/stream',
    summary:
      "The events of every box the caller can list, as Server-Sent Events, live (acr 2): read GET /boxes when it opens, then apply them; a page's session sends its CSRF token as csrf_token",
    tags: ['Boxes'],
  },
  input: z.strictObject({
    csrf_token: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional()
      .describe("The session's CSRF token, for EventSource, which cannot send X-CSRF-Token"),
  }),
  output: { binary: 'text/event-stream' },
} satisfies StreamingContract;
