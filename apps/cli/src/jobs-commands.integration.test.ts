import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getJobQueue } from '@coffer/db';
import { runCommand, UsageError } from './run-command';

describe('pnpm cli jobs failed', () => {
  it('lists the jobs that failed their last retry, with their error, newest first', async () => {
    // Puts the queues in place; nothing has failed yet.
    expect(await runCommand(['jobs', 'failed'])).toEqual({ failed: [] });

    const boss = await getJobQueue();
    const boxId = randomUUID();
    await boss.send('activity-email', { boxId }, { retryLimit: 0 });
    const [job] = await boss.fetch('activity-email');
    expect(job).toBeDefined();
    await boss.fail('activity-email', job!.id, { message: 'Mail command failed: 451' });

    expect(await runCommand(['jobs', 'failed', '--limit', '10'])).toEqual({
      failed: [
        {
          id: job!.id,
          queue: 'activity-email',
          data: { boxId },
          attempts: 1,
          last_error: 'Mail command failed: 451',
          failed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
  });

  it('refuses a limit that is not a positive number', async () => {
    await expect(runCommand(['jobs', 'failed', '--limit', '0'])).rejects.toThrow(UsageError);
    await expect(runCommand(['jobs', 'failed', '--limit', 'all'])).rejects.toThrow(UsageError);
  });
});
