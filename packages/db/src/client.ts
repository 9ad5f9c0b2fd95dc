import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { getEnv } from '@coffer/env';
import { PrismaClient } from './generated/prisma/client';
import type { PoolHolder } from './pool-usage';

export type Db = PrismaClient;

export function createDb(databaseUrl: string): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}

/**
 * A pool of at most `size` connections; one process holds one (getPool). A query waits at
 * most `waitMs` for a connection (pg's default is for ever), then fails as "unavailable".
 */
export function createPool(databaseUrl: string, size: number, waitMs = 5_000): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: size,
    connectionTimeoutMillis: waitMs,
    // Prisma's driver adapter sends a Date as UTC wall time without an offset, which
    // PostgreSQL reads in the session's time zone: a server set to another zone (initdb takes
    // the machine's) would shift every time Prisma writes. Every session of Coffer is in UTC.
    options: '-c TimeZone=UTC',
  });
  // An idle connection that the server closes (a restart, a failover, a terminated backend)
  // is an 'error' event of the pool; unheard, it would crash the process. The pool drops that
  // connection and opens another for the next query, whose own errors reach its caller.
  pool.on('error', () => undefined);
  return pool;
}

// One pool and one client per process; kept on globalThis so Next.js hot reloads do not open
// a new pool each time a module is re-evaluated (and pool-usage.ts can read it without
// loading Prisma).
const holder = globalThis as typeof globalThis & { cofferDb?: Db } & PoolHolder;

/**
 * The process's connection pool to DATABASE_URL, at most DATABASE_POOL_SIZE connections: the
 * Prisma client runs on it, and so do the few plain SQL users (the shared rate limit), so the
 * process never holds more than that (docs/operations.md, the connection budget).
 */
export function getPool(): pg.Pool {
  if (!holder.cofferPool || holder.cofferPool.ended) {
    const { databaseUrl, databasePoolSize, databasePoolWaitSeconds } = getEnv();
    if (!databaseUrl) {
      throw new Error(
        'DATABASE_URL is not set: start Coffer with `pnpm dev` or `pnpm start`, which start a database when none is configured.',
      );
    }
    holder.cofferPool = createPool(databaseUrl, databasePoolSize, databasePoolWaitSeconds * 1000);
  }
  return holder.cofferPool;
}

/** The process-wide client for DATABASE_URL (set by `with-database` when embedded). */
export function getDb(): Db {
  // $disconnect ends the pool (a CLI run must not wait for idle connections to time out).
  holder.cofferDb ??= new PrismaClient({
    adapter: new PrismaPg(getPool(), { disposeExternalPool: true }),
    // A transaction waits for a connection as long as a query does (Prisma's default: 2 s).
    transactionOptions: { maxWait: getEnv().databasePoolWaitSeconds * 1000 },
  });
  return holder.cofferDb;
}
