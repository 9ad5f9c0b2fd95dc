/**
 * The one way tests and the bench run a whole Coffer: `pnpm start` (the production build) as
 * a person or a supervisor runs it, in a process group of its own, with a fresh COFFER_HOME
 * and an embedded PostgreSQL unless told otherwise. One health wait (`/api/health/ready`),
 * restart on the same port, and removal of everything it started.
 * Lives beside the other shared test helpers so that apps, packages and e2e can import it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { hasExited } from './has-exited';
import { healthStatus } from './health-status';
import { removePostgresFolder } from './remove-postgres-folder';

export const WORKSPACE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type SpawnCofferOptions = {
  /** Settings on top of the defaults below; an `undefined` value removes an inherited one. */
  env?: Record<string, string | undefined>;
  /** A database to use; without it, `pnpm start` runs an embedded PostgreSQL in the home. */
  databaseUrl?: string;
  /** An existing COFFER_HOME (kept on removal); without it, a fresh one (removed). */
  home?: string;
  port?: number;
  /** The origin's host name (a browser keeps cookies per name): 127.0.0.1 by default. */
  host?: string;
  /** Another checkout's build to start (the bench's baseline); this one by default. */
  workspaceRoot?: string;
};

export type CofferProcess = {
  origin: string;
  port: number;
  /** The database it uses: the given one, or the embedded PostgreSQL's maintenance database. */
  databaseUrl: string;
  home: string;
  /** Root of the current run's process group: pnpm, with-database, the app, not PostgreSQL. */
  readonly group: number;
  /** Everything the current run wrote so far on stdout and stderr. */
  output: () => string;
  /** Settles when the current run's `pnpm start` exits (pnpm leaves at once on a signal). */
  readonly exited: Promise<number | null>;
  hasExited: () => boolean;
  /** The embedded PostgreSQL's postmaster (read from its pid file). */
  postgresPid: () => Promise<number>;
  /** Waits until `/api/health/ready` answers 200; a run that exits meanwhile fails at once. */
  ready: (timeoutMs?: number) => Promise<void>;
  /** Kills the group at once (SIGKILL), as a crash would, until nothing answers on the port. */
  kill: () => Promise<void>;
  /** Starts it again, same settings and port, and waits until it is ready. */
  restart: () => Promise<void>;
  /** SIGTERM to the group (a graceful stop: processes write their profiles), then SIGKILL. */
  stop: (timeoutMs?: number) => Promise<void>;
  /** Ends whatever is left (SIGKILL), PostgreSQL included, and removes a home it made. */
  remove: () => Promise<void>;
};

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

/** Spawned and not removed yet: what removeEveryCoffer ends. */
const running = new Set<CofferProcess>();

/** Spawns Coffer without waiting: a test of a failed start reads `exited` and `output()`. */
export async function spawnCoffer(options: SpawnCofferOptions = {}): Promise<CofferProcess> {
  const ownHome = options.home === undefined;
  const home = options.home ?? (await freshHome());
  const embedded = options.databaseUrl === undefined;
  const postgresPort = embedded ? await freePort() : undefined;
  const databaseUrl =
    options.databaseUrl ??
    `postgresql://postgres:${await choosePostgresPassword(home)}@127.0.0.1:${postgresPort}/postgres`;
  const port = options.port ?? (await freePort());
  const origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  // Node.js passes no variable whose value is `undefined`: options.env can remove one.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    APP_ORIGIN: origin,
    COFFER_HOME: home,
    // Empty: `pnpm start` starts (and migrates) the embedded PostgreSQL.
    DATABASE_URL: embedded ? '' : databaseUrl,
    ...(postgresPort === undefined ? {} : { EMBEDDED_POSTGRES_PORT: String(postgresPort) }),
    // No SMTP server: mail is kept in the database, where tests read it.
    MAIL_OUTBOX: 'on',
    ...options.env,
    PORT: String(port),
  };
  const workspaceRoot = options.workspaceRoot ?? WORKSPACE_ROOT;
  let run = startRun(workspaceRoot, env);
  const pidFile = path.join(home, 'postgres', 'postmaster.pid');
  const postgresPid = async () => {
    const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    // PostgreSQL creates the file before writing it, and a signal to pid 0 would reach this
    // process's own group.
    if (!Number.isSafeInteger(pid) || pid <= 0) throw new Error(`${pidFile} names no process yet`);
    return pid;
  };
  const ready = (timeoutMs = READY_TIMEOUT_MS) =>
    waitUntilReady(origin, {
      timeoutMs,
      output: () => run.output,
      stopped: () => hasExited(run.child),
    });
  const kill = async () => {
    signalGroup(run.child.pid, 'SIGKILL');
    await run.exited;
    // The app itself (a grandchild) must have let go of the port before a restart binds it.
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while ((await healthStatus(origin)) !== 0) {
      if (Date.now() > deadline) throw new Error(`${origin} still answers after a SIGKILL`);
      await sleep(100);
    }
  };
  const coffer: CofferProcess = {
    origin,
    port,
    databaseUrl,
    home,
    get group() {
      return run.child.pid!;
    },
    output: () => run.output,
    get exited() {
      return run.exited;
    },
    hasExited: () => hasExited(run.child),
    postgresPid,
    ready,
    kill,
    restart: async () => {
      await kill();
      run = startRun(workspaceRoot, env);
      await ready();
    },
    stop: async (timeoutMs = STOP_TIMEOUT_MS) => {
      signalGroup(run.child.pid, 'SIGTERM');
      if (!(await settlesWithin(run.exited, timeoutMs))) signalGroup(run.child.pid, 'SIGKILL');
      // pnpm may leave before `with-database` has stopped PostgreSQL (a fast shutdown).
      const deadline = Date.now() + timeoutMs;
      while (embedded && existsSync(pidFile) && Date.now() < deadline) await sleep(100);
    },
    remove: async () => {
      running.delete(coffer);
      signalGroup(run.child.pid, 'SIGKILL');
      if (embedded && existsSync(pidFile)) {
        const postgres = await postgresPid().catch(() => null);
        if (postgres) signalProcess(postgres, 'SIGKILL');
      }
      if (ownHome) await removePostgresFolder(home);
    },
  };
  running.add(coffer);
  return coffer;
}

/** Spawns Coffer and waits until it is ready; one that never is is removed, not left behind. */
export async function startCoffer(options: SpawnCofferOptions = {}): Promise<CofferProcess> {
  const coffer = await spawnCoffer(options);
  try {
    await coffer.ready();
  } catch (error) {
    await coffer.remove();
    throw error;
  }
  return coffer;
}

/**
 * The one health wait: until `origin`'s `/api/health/ready` answers 200. When the process
 * waited for ends meanwhile (`stopped`), the wait fails at once, with its `output`.
 */
export async function waitUntilReady(
  origin: string,
  waited: { timeoutMs?: number; output?: () => string; stopped?: () => boolean } = {},
): Promise<void> {
  const { timeoutMs = READY_TIMEOUT_MS, output = () => '', stopped = () => false } = waited;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await healthStatus(origin)) === 200) return;
    if (stopped()) throw new Error(`Coffer at ${origin} stopped before it was ready:\n${output()}`);
    await sleep(200);
  }
  throw new Error(`Coffer at ${origin} was not ready within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Removes every Coffer this process spawned and has not removed: an afterAll that names
 * them one by one fails on the first that a failed beforeAll never started, and leaves the
 * others running.
 */
export async function removeEveryCoffer(): Promise<void> {
  await Promise.all([...running].map((coffer) => coffer.remove()));
}

type Run = { child: ChildProcess; output: string; exited: Promise<number | null> };

function startRun(workspaceRoot: string, env: NodeJS.ProcessEnv): Run {
  const child = spawn('pnpm', ['--dir', workspaceRoot, 'start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const run: Run = {
    child,
    output: '',
    exited: new Promise((resolve) => child.once('exit', resolve)),
  };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (run.output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (run.output += chunk));
  return run;
}

async function freshHome(): Promise<string> {
  const home = await mkdtemp(path.join(tmpdir(), 'coffer-spawned-'));
  // PostgreSQL runs as its own user and must enter the folder mkdtemp made 0700.
  await chmod(home, 0o755);
  return home;
}

/**
 * Chosen here so that the database's URL is known before Coffer starts: Coffer keeps the
 * password it finds in this file (docs/operations.md), as does a given home's PostgreSQL.
 */
async function choosePostgresPassword(home: string): Promise<string> {
  const file = path.join(home, 'postgres.password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(32).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

function settlesWithin(promise: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

function signalGroup(group: number | undefined, signal: NodeJS.Signals): void {
  if (group !== undefined) signalProcess(-group, signal);
}

function signalProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}
