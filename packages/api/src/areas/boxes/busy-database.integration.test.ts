/**
 * Overload is not a bug (docs/operations.md, "Overload"): when every connection of the
 * process's pool stays taken for DATABASE_POOL_WAIT_SECONDS, a request is answered 503 with
 * Retry-After, in the contract's shape, and the next one after the rush succeeds.
 */
import { describe, expect, it } from 'vitest';
import { getPool } from '@coffer/db';
import { call, json, signedIn } from './test/box-api';

// Read by the first getEnv() of this file.
process.env['DATABASE_POOL_SIZE'] = '1';
process.env['DATABASE_POOL_WAIT_SECONDS'] = '1';

describe('a process whose connections are all taken', () => {
  it('answers 503 with Retry-After, not 500, then serves again', async () => {
    const person = await signedIn();
    const held = await getPool().connect();
    try {
      const refused = await call('GET', '/boxes', person.headers());
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await json(refused)).toMatchObject({ code: 'service_unavailable' });
    } finally {
      held.release();
    }
    expect((await call('GET', '/boxes', person.headers())).status).toBe(200);
  });
});
