import pg from 'pg';
import { getEnv } from '@coffer/env';

/**
 * A pool of at most `size` connections; one process holds one (getPool). A query waits at
 * most `waitMs` for a connection (pg's default is for ever), then fails as "unavailable".
 */
export function createPool(databaseUrl: string, size: number, waitMs = 5_000): pg.Pool {
  const created = new pg.Pool({
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
  created.on('error', () => undefined);
  return created;
}

// One pool per process (client.ts runs Prisma on it); a module apart from Prisma, so that
// pool-usage.ts reads it without loading Prisma.
let pool: pg.Pool | undefined;

/**
 * The process's connection pool to DATABASE_URL, at most DATABASE_POOL_SIZE connections: the
 * Prisma client runs on it, and so do the few plain SQL users (the shared rate limit), so the
 * process never holds more than that (docs/operations.md, the connection budget).
 */
export function getPool(): pg.Pool {
  if (!pool || pool.ended) {
    const { databaseUrl, databasePoolSize, databasePoolWaitSeconds } = getEnv();
    if (!databaseUrl) {
      throw new Error(
        'DATABASE_URL is not set: start Coffer with `pnpm dev` or `pnpm start`, which start a database when none is configured.',
      );
    }
    pool = createPool(databaseUrl, databasePoolSize, databasePoolWaitSeconds * 1000);
  }
  return pool;
}

/** The process's pool if one was opened, for its usage figures (pool-usage.ts). */
export function currentPool(): pg.Pool | undefined {
  return pool;
}
