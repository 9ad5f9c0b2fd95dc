import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { getEnv } from '@coffer/env';
import { createPool } from './client';

const pool = createPool(getEnv().databaseUrl ?? '', 2);
afterAll(() => pool.end());

describe('the connection pool', () => {
  it('outlives an idle connection the server closes, and serves the next query', async () => {
    const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const idle = rows[0]?.pid;
    // Another connection ends the idle one, as a restart or an administrator would. Unheard,
    // the pool's 'error' event would be an uncaught exception failing this run.
    const other = createPool(getEnv().databaseUrl ?? '', 1);
    await other.query('SELECT pg_terminate_backend($1)', [idle]);
    await other.end();
    await sleep(200);
    const again = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(again.rows[0]?.pid).not.toBe(idle);
  });
});
