import { z } from 'zod';
import { listFailedJobs } from '@coffer/domain/jobs';
import { defineCommand } from '../command';

export const listFailedJobsCommand = defineCommand({
  area: 'jobs',
  verb: 'failed',
  synopsis: '[--limit <n, default 100>]',
  options: { limit: { type: 'string' } },
  input: z.object({ limit: z.coerce.number().int().min(1).max(10_000).default(100) }),
  run: async (input) => ({ failed: await listFailedJobs({ limit: input.limit }) }),
});
