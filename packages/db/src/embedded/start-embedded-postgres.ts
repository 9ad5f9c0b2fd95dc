import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { keepPostgresRunning } from './keep-postgres-running';
import { loadEmbeddedPostgres } from './load-embedded-postgres';
import {
  newSuperuserPassword,
  passwordFileOf,
  readSuperuserPassword,
  setSuperuserPassword,
  writeSuperuserPassword,
} from './superuser-password';

export type EmbeddedPostgresOptions = {
  /** Parent folders must be traversable by the `postgres` user (not under /root). */
  dataDir: string;
  port: number;
  /** What happens to the server: adoption, an unexpected exit, a restart. */
  log?: (message: string) => void;
  /** The server died and could not be started again (keep-postgres-running.ts). */
  onFailure?: (error: Error) => void;
};

export type RunningPostgres = {
  /** URL of the `postgres` maintenance database of the server. */
  url: string;
  stop: () => Promise<void>;
};

const USER = 'postgres';

/**
 * Starts a real PostgreSQL server from npm with its data in `dataDir`, and keeps it running.
 *
 * A server that dies while Coffer runs is started again in place (keepPostgresRunning);
 * `onFailure` is called only when that does not help.
 *
 * A server left running by a crashed earlier process (its owner file names a dead process)
 * is stopped and started again as this process's own. If its owner is still alive (say
 * `pnpm dev` while `pnpm cli` runs), the server is shared and left running.
 *
 * The superuser's password is the installation's own, kept in `<dataDir>.password` (0600):
 * any process of the machine can reach loopback TCP, so a fixed password would make every
 * one of them superuser. It is set before the server first listens, and a data folder made
 * with the fixed password of older Coffers gets one at its next start (docs/operations.md).
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const { dataDir, port, log = () => undefined } = options;
  const { onFailure = (error: Error) => console.error(error.message) } = options;
  const ownerFile = `${dataDir}.owner`;
  const passwordFile = passwordFileOf(dataDir);
  let password = await readSuperuserPassword(passwordFile);

  const running = await readRunningServer(dataDir, password);
  if (running) {
    const owner = await readOwner(ownerFile);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      if (password === undefined) {
        throw new EmbeddedPostgresError(
          `the PostgreSQL server of ${dataDir} was started by an older Coffer (process ${owner}), ` +
            'with the password it no longer uses: stop that process, then start again',
        );
      }
      log(`sharing the PostgreSQL server of process ${owner}`);
      return { url: urlOf(password, running.port), stop: () => Promise.resolve() };
    }
    log(`stopping the PostgreSQL server (pid ${running.pid}) left by an earlier run`);
    await stopServer(running.pid, dataDir);
  }

  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh) await initialise(dataDir, port);
  if (fresh || password === undefined) {
    // Set before it is kept: a crash in between only means a new one next time.
    const chosen = password ?? newSuperuserPassword();
    await setSuperuserPassword({ dataDir, password: chosen });
    if (password === undefined) await writeSuperuserPassword(passwordFile, chosen);
    password = chosen;
  }
  const server = await keepPostgresRunning({ dataDir, port, log, onFailure });
  await writeOwner(ownerFile);
  return {
    url: urlOf(password, port),
    stop: async () => {
      await server.stop();
      await rm(ownerFile, { force: true });
    },
  };
}

/**
 * initdb through embedded-postgres, which also creates the `postgres` user when root. It
 * hands initdb the password in a file of the temporary folder that other users may read: a
 * throwaway, replaced by the installation's own before the server first listens.
 */
async function initialise(dataDir: string, port: number): Promise<void> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const initdb = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: newSuperuserPassword(),
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await mkdir(path.dirname(dataDir), { recursive: true });
  await initdb.initialise();
}

type ServerProcess = { pid: number; port: number };

/**
 * The server named by postmaster.pid, if it is alive and answers (refusing the password is an
 * answer: a server of an older Coffer has another one).
 */
async function readRunningServer(
  dataDir: string,
  password = 'none-yet',
): Promise<ServerProcess | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return undefined;
  // A live pid may belong to an unrelated process that reused the number: ask the server.
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password,
    database: 'postgres',
  });
  try {
    await client.connect();
    return { pid, port };
  } catch (error) {
    return error instanceof pg.DatabaseError ? { pid, port } : undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** SIGINT is PostgreSQL's "fast shutdown"; the pid file goes away once it is done. */
async function stopServer(pid: number, dataDir: string): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
    await sleep(100);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<number | undefined> {
  try {
    return Number(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function writeOwner(file: string): Promise<void> {
  await writeFile(file, String(process.pid));
}

function urlOf(password: string, port: number): string {
  return `postgresql://${USER}:${password}@127.0.0.1:${port}/postgres`;
}
