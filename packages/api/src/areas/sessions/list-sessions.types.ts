import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

const sessionResourceSchema = z
  .object({
    id: z.uuid(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    device_type: z.enum(['desktop', 'mobile', 'tablet', 'tv']).nullable(),
    user_agent: z.string().nullable(),
    network: z.string().nullable(),
    network_kind: z
      .enum(['loopback', 'local', 'internet'])
      .nullable()
      .describe("loopback: the server's own computer; local: a private network"),
    acr: z.number().int(),
    created_at: z.iso.datetime(),
    last_active_at: z.iso.datetime().nullable(),
    expires_at: z.iso.datetime(),
    current: z.boolean(),
  })
  .meta({ id: 'Session', description: 'A signed-in session of the identity' });

export const listSessionsContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/sessions',
    summary: 'Your signed-in sessions: browser, network, started, last active; this one marked',
    tags: ['Sessions'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: z.array(sessionResourceSchema),
} satisfies OperationContract;
