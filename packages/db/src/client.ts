import { PrismaPg } from '@prisma/adapter-pg';
import { getEnv } from '@coffer/env';
import { PrismaClient } from './generated/prisma/client';

export type Db = PrismaClient;

export function createDb(databaseUrl: string): Db {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
}

// One client per process; kept on globalThis so Next.js hot reloads do not open a new pool
// each time a module is re-evaluated.
const holder = globalThis as typeof globalThis & { cofferDb?: Db };

/** The process-wide client for DATABASE_URL (set by `with-database` when embedded). */
export function getDb(): Db {
  if (!holder.cofferDb) {
    const { databaseUrl } = getEnv();
    if (!databaseUrl) {
      throw new Error(
        'DATABASE_URL is not set: start Coffer with `pnpm dev` or `pnpm start`, which start a database when none is configured.',
      );
    }
    holder.cofferDb = createDb(databaseUrl);
  }
  return holder.cofferDb;
}
