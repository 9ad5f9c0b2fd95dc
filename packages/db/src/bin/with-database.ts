/**
 * `with-database -- <command…>`: runs a command with a migrated PostgreSQL behind it.
 * With DATABASE_URL set, that server is migrated and used. Without it, a real PostgreSQL
 * from npm is started with its data under COFFER_HOME/postgres, and stopped when the
 * command ends (or when this process is interrupted).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { EnvError, getEnv, type Env } from '@coffer/env';
import { startEmbeddedPostgres, type RunningPostgres } from '../embedded/start-embedded-postgres';
import { applyMigrations } from '../migrations/apply-migrations';
import { migrationsDir } from '../migrations/migrations-dir';

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: with-database -- <command> [args…]');
  process.exit(2);
}

const env = readEnvOrExit();
let embedded: RunningPostgres | undefined;
let databaseUrl = env.databaseUrl;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres({
    dataDir: path.join(env.homeDir, 'postgres'),
    port: env.embeddedPostgresPort,
  });
  databaseUrl = embedded.url;
  console.error(`[coffer] embedded PostgreSQL on 127.0.0.1:${new URL(databaseUrl).port}`);
}
const { applied } = await applyMigrations(databaseUrl, migrationsDir());
if (applied.length > 0) console.error(`[coffer] applied migrations: ${applied.join(', ')}`);

const [program, ...args] = command as [string, ...string[]];
const child = spawn(program, args, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  void (async () => {
    await embedded?.stop();
    process.exit(code ?? (signal ? 1 : 0));
  })();
});

function readEnvOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
