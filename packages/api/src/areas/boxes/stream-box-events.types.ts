import { z } from 'zod';
import type { StreamingContract } from '../../operations/streaming-operation';

export const streamBoxEventsContract = {
  rest: {
    method: 'GET',
    path: '/boxes/{id}/events/stream',
    summary:
      "A box's events as Server-Sent Events, live (members, acr 2): each event's id resumes the stream (Last-Event-ID); a page's session sends its CSRF token as csrf_token",
    tags: ['Messages'],
  },
  input: z.strictObject({
    id: z.uuid(),
    csrf_token: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional()
      .describe("The session's CSRF token, for EventSource, which cannot send X-CSRF-Token"),
  }),
  output: { binary: 'text/event-stream' },
} satisfies StreamingContract;
