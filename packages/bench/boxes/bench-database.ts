import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '@coffer/db';
import { startEmbeddedPostgres } from '@coffer/db/embedded';
import { applyMigrations, migrationsDir } from '@coffer/db/migrations';
import { freePort } from '../../db/test/free-port';

export type BenchDatabase = {
  /** A migrated database of its own. */
  databaseUrl: string;
  /** The temporary folder of the run (PostgreSQL's data, the stored files). */
  home: string;
  stop: () => Promise<void>;
};

/**
 * A fresh embedded PostgreSQL in a temporary folder (as packages/db/test/global-setup.ts
 * starts one), with a migrated database. stop() ends the server and removes the folder.
 */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  const home = await mkdtemp(path.join(tmpdir(), 'coffer-bench-boxes-'));
  // mkdtemp makes the folder 0700; PostgreSQL runs as its own user and must enter it.
  await chmod(home, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(home, 'postgres'),
    port: await freePort(),
  });
  const admin = createDb(server.url);
  await admin.$executeRawUnsafe('CREATE DATABASE coffer_bench');
  await admin.$disconnect();
  const url = new URL(server.url);
  url.pathname = '/coffer_bench';
  await applyMigrations(url.toString(), migrationsDir());
  return {
    databaseUrl: url.toString(),
    home,
    stop: async () => {
      await server.stop();
      await rm(home, { recursive: true, force: true });
    },
  };
}
