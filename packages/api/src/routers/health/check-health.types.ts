import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const checkHealthMeta = {
  method: 'GET',
  path: '/health',
  summary: 'Whether the service and its database answer',
  tags: ['Health'],
} satisfies RestMeta;

export const checkHealthOutput = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
});
