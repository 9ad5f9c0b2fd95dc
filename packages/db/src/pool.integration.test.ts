import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { getEnv } from '@coffer/env';
import { PrismaPg } from '@prisma/adapter-pg';
import { createPool } from './client';
import { isDatabaseUnavailable } from './is-database-unavailable';
import { PrismaClient } from './generated/prisma/client';

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

  it('stores the times Prisma writes as they are, whatever the server’s time zone', async () => {
    // The server's default zone, as initdb takes it from a machine that is not in UTC.
    const { rows } = await pool.query<{ name: string }>('SELECT current_database() AS name');
    await pool.query(`ALTER DATABASE "${rows[0]?.name}" SET TimeZone = 'America/New_York'`);
    const zoned = createPool(getEnv().databaseUrl ?? '', 1);
    const db = new PrismaClient({ adapter: new PrismaPg(zoned) });
    try {
      const at = new Date('2026-01-15T12:00:00.000Z');
      const identity = await db.identity.create({
        data: { identifierValue: 'time-zone@example.com', displayName: 'Time zone' },
      });
      await db.knownBrowser.create({
        data: { identityId: identity.id, browserKeyHash: 'zone', lastSignInAt: at },
      });
      // The stored instant, read in seconds since the epoch: no zone in between.
      const stored = await pool.query<{ seconds: string }>(
        'SELECT extract(epoch FROM "lastSignInAt")::text AS seconds FROM "KnownBrowser" WHERE "identityId" = $1',
        [identity.id],
      );
      expect(Number(stored.rows[0]?.seconds)).toBe(at.getTime() / 1000);
    } finally {
      await db.$disconnect();
      await zoned.end().catch(() => undefined);
      await pool.query(`ALTER DATABASE "${rows[0]?.name}" RESET TimeZone`);
    }
  });
});

describe('a pool whose every connection is taken', () => {
  it('fails a query and a transaction after the wait, as "unavailable", not as a bug', async () => {
    const busy = createPool(getEnv().databaseUrl ?? '', 1, 2000);
    const db = new PrismaClient({
      adapter: new PrismaPg(busy),
      transactionOptions: { maxWait: 2000 },
    });
    const held = await busy.connect();
    try {
      const query = await busy.query('SELECT 1').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(query)).toBe(true);
      const read = await db.identity.count().catch((error: unknown) => error);
      expect(isDatabaseUnavailable(read)).toBe(true);
      const transaction = await db
        .$transaction(async (tx) => tx.identity.count())
        .catch((error: unknown) => error);
      expect(String(transaction)).toMatch(/Unable to start a transaction in the given time/);
      expect(isDatabaseUnavailable(transaction)).toBe(true);
    } finally {
      held.release();
      await db.$disconnect();
      await busy.end().catch(() => undefined);
    }
  });
});
