import { PrismaPg } from '@prisma/adapter-pg';
import { getEnv } from '@coffer/env';
import { PrismaClient } from './generated/prisma/client';
import { getPool } from './pool';

export type Db = PrismaClient;

export { createPool, getPool } from './pool';

export function createDb(databaseUrl: string): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}

// One client per process, on the process's pool.
let db: Db | undefined;

/** The process-wide client for DATABASE_URL (set by `with-database` when embedded). */
export function getDb(): Db {
  // $disconnect ends the pool (a CLI run must not wait for idle connections to time out).
  db ??= new PrismaClient({
    adapter: new PrismaPg(getPool(), { disposeExternalPool: true }),
    // A transaction waits for a connection as long as a query does (Prisma's default: 2 s).
    transactionOptions: { maxWait: getEnv().databasePoolWaitSeconds * 1000 },
  });
  return db;
}
