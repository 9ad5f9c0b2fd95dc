/**
 * `with-database -- <command…>`: runs a command with a migrated PostgreSQL behind it.
 * With DATABASE_URL set, that server is migrated and used. Without it, a real PostgreSQL
 * from npm is started with its data under COFFER_HOME/postgres, restarted in place if it
 * dies, and stopped once the command has exited.
 *
 * SIGINT and SIGTERM go to the command (the app then drains its requests, see
 * apps/web/src/server/main.ts); the database runs in its own process group, so a signal to
 * the whole group does not stop it under the draining app. The app's own start-up work,
 * which needs the migrated database, runs in apps/web/src/server/start-up.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { EnvError, getEnv, type Env } from '@coffer/env';
import { EmbeddedPostgresError } from '../embedded/embedded-postgres-error';
import { startEmbeddedPostgres, type RunningPostgres } from '../embedded/start-embedded-postgres';
import { installJobQueue } from '../jobs/install-job-queue';
import { applyMigrations } from '../migrations/apply-migrations';
import { migrationsDir } from '../migrations/migrations-dir';

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: with-database -- <command> [args…]');
  process.exit(2);
}

const env = readEnvOrExit();
let embedded: RunningPostgres | undefined;
let child: ChildProcess | undefined;
let interruptedBy: keyof typeof SIGNAL_EXIT_CODES | undefined;
let databaseFailed = false;
let exiting: Promise<never> | undefined;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (child) child.kill(signal);
    else interruptedBy ??= signal;
  });
}

const databaseUrl = await prepareDatabase().catch((error: unknown) => {
  report(describeStartupError(error));
  return stopAndExit(1);
});
if (interruptedBy) await stopAndExit(SIGNAL_EXIT_CODES[interruptedBy]);

runCommand(databaseUrl);

function runCommand(databaseUrl: string): void {
  const [program, ...args] = command as [string, ...string[]];
  child = spawn(program, args, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  child.on('error', (error) => {
    report(`cannot run ${program}: ${error.message}`);
    void stopAndExit(1);
  });
  child.on('exit', (code, signal) => {
    void stopAndExit(databaseFailed ? 1 : (code ?? (signal ? 1 : 0)));
  });
}

async function prepareDatabase(): Promise<string> {
  let url = env.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(env.homeDir, 'postgres'),
      port: env.embeddedPostgresPort,
      log: report,
      onFailure: stopForDeadDatabase,
    });
    url = embedded.url;
    report(`embedded PostgreSQL on 127.0.0.1:${new URL(url).port}`);
  }
  const { applied } = await applyMigrations(url, migrationsDir());
  if (applied.length > 0) report(`applied migrations: ${applied.join(', ')}`);
  await installJobQueue(url);
  return url;
}

/**
 * The embedded server died and would not start again: the app cannot serve without it, so
 * it is stopped (drained like on SIGTERM) and this process exits non-zero, for whatever
 * supervises Coffer, or the person at the terminal, to act on the error above.
 */
function stopForDeadDatabase(error: Error): void {
  report(`${error.message}\n[coffer] stopping: the database cannot be started again`);
  databaseFailed = true;
  if (child) child.kill('SIGTERM');
  else void stopAndExit(1);
}

/** The database stops only once the command is gone; the first exit code given wins. */
function stopAndExit(code: number): Promise<never> {
  exiting ??= (async () => {
    await embedded?.stop();
    process.exit(code);
  })();
  return exiting;
}

function describeStartupError(error: unknown): string {
  if (error instanceof EmbeddedPostgresError) {
    return (
      `${error.message}\n[coffer] The embedded PostgreSQL uses EMBEDDED_POSTGRES_PORT=` +
      `${env.embeddedPostgresPort} and COFFER_HOME=${env.homeDir} (or set DATABASE_URL).`
    );
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function report(message: string): void {
  console.error(`[coffer] ${message}`);
}

function readEnvOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
