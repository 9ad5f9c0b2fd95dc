import { afterAll, describe, expect, it } from 'vitest';
import { createPool, getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { createAuthRequestLimiter } from './limit-auth-requests';
import { countUnconsumedLimit, limitInStatement } from './limit-in-statement';

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

describe('a token request refused before its statement', () => {
  const pointsOf = async (clientIp: string) =>
    (await getDb().authRequestLimit.findUnique({ where: { key: `ip:${clientIp}` } }))?.points ?? 0;

  it('is counted once on its way out, but not while the database is out of reach', async () => {
    const refused = limitInStatement('198.51.100.9');
    await countUnconsumedLimit(refused, new Error('invalid_client'));
    await countUnconsumedLimit(refused, new Error('invalid_client'));
    expect(await pointsOf('198.51.100.9')).toBe(1);
    // The count would only wait for the database a second time before the same 503.
    const unreachable = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    await countUnconsumedLimit(limitInStatement('198.51.100.10'), unreachable);
    expect(await pointsOf('198.51.100.10')).toBe(0);
  });
});
