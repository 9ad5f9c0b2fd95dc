import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { createAuthRequestLimiter } from './limit-auth-requests';

// Two processes, as far as the limit can tell: each its own pool, on one database.
const pools = [1, 2].map(() => createPool(getEnv().databaseUrl ?? '', 2));
afterAll(() => Promise.all(pools.map((pool) => pool.end())));

describe('the per-address limit of authentication requests', () => {
  it('is one budget for every process on the database', async () => {
    const [first, second] = pools.map((pool) =>
      createAuthRequestLimiter({ pool, requestsPerMinute: 4 }),
    );
    const outcomes: string[] = [];
    for (const limiter of [first, second, first, second, first, second]) {
      outcomes.push(
        await limiter!.consume('198.51.100.7').then(
          () => 'allowed',
          () => 'refused',
        ),
      );
    }
    expect(outcomes).toEqual(['allowed', 'allowed', 'allowed', 'allowed', 'refused', 'refused']);
    // Another address has its own budget, on either process.
    await expect(second!.consume('198.51.100.8')).resolves.toMatchObject({ remainingPoints: 3 });
  });
});
