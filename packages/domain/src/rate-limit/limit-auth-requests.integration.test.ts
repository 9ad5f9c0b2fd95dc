import { afterAll, describe, expect, it } from 'vitest';
import { createPool, getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { countLimit, withRequestLimit } from './limit-in-statement';
import { createBudgetLimiter } from './request-budgets';

// Two processes, as far as the limit can tell: each its own pool, on one database.
const pools = [1, 2].map(() => createPool(getEnv().databaseUrl ?? '', 2));
afterAll(() => Promise.all(pools.map((pool) => pool.end())));

describe('the per-address limit of authentication requests', () => {
  it('is one budget for every process on the database', async () => {
    const [first, second] = pools.map((pool) =>
      createBudgetLimiter({ pool, budget: 'address', requestsPerMinute: 4 }),
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

describe('a token request refused before its statement', () => {
  const pointsOf = async (clientIp: string) =>
    (await getDb().authRequestLimit.findUnique({ where: { key: `ip:${clientIp}` } }))?.points ?? 0;

  it('is counted once on its way out, but not while the database is out of reach', async () => {
    const refusal = new Error('invalid_client');
    await expect(withRequestLimit('198.51.100.9', () => Promise.reject(refusal))).rejects.toBe(
      refusal,
    );
    // Counted by the request itself, then refused: not counted again on its way out.
    await expect(
      withRequestLimit('198.51.100.9', async (limit) => {
        await countLimit(limit);
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await pointsOf('198.51.100.9')).toBe(2);
    // The count would only wait for the database a second time before the same 503.
    const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    await expect(withRequestLimit('198.51.100.10', () => Promise.reject(unreachable))).rejects.toBe(
      unreachable,
    );
    expect(await pointsOf('198.51.100.10')).toBe(0);
  });
});
