import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../db/test/free-port';
import { hasExited } from '../../db/test/has-exited';
import { healthStatus } from '../../db/test/health-status';
import { WORKSPACE_ROOT } from './workspace-root';

/** What the bench process shares with the server so that both use one database and one secret. */
export type SharedEnv = {
  DATABASE_URL: string;
  COFFER_HOME: string;
  APP_ORIGIN: string;
  COFFER_SECRET: string;
};

export type CofferServer = {
  origin: string;
  /** Root of the server's processes (pnpm), PostgreSQL included. */
  pid: number;
  sharedEnv: SharedEnv;
  /** The server's last output lines, to explain failures. */
  recentOutput: () => string[];
  stop: () => Promise<void>;
};

const HEALTH_TIMEOUT_MS = 120_000;
const CPU_PROFILE_HOOK = fileURLToPath(new URL('./cpu-profile-hook.mjs', import.meta.url));
const STOP_TIMEOUT_MS = 20_000;
const OUTPUT_LINES_KEPT = 40;

/**
 * `pnpm start` (the production build on its own embedded PostgreSQL) in a fresh home, on
 * free ports, in a process group of its own so that stop() ends the server, the
 * `with-database` wrapper and PostgreSQL together.
 */
export async function startCoffer(options: {
  authRequestsPerIpPerMinute: number;
  /** A folder for V8 CPU profiles of Coffer's Node.js processes (`node --cpu-prof`). */
  cpuProfileDir?: string;
  /** DATABASE_POOL_SIZE; Coffer's default when unset. */
  poolSize?: string;
  /** Another checkout's build to start (a baseline to compare with); this one by default. */
  workspaceRoot?: string;
}): Promise<CofferServer> {
  const home = await mkdtemp(path.join(tmpdir(), 'coffer-bench-'));
  // PostgreSQL runs as its own user and must traverse the home to reach its data folder.
  await chmod(home, 0o755);
  // The embedded PostgreSQL's password, chosen here so that its URL is known before Coffer
  // starts: Coffer keeps the one it finds in this file (docs/operations.md).
  const postgresPassword = randomBytes(32).toString('base64url');
  await writeFile(path.join(home, 'postgres.password'), postgresPassword, { mode: 0o600 });
  const port = await freePort();
  const postgresPort = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const sharedEnv: SharedEnv = {
    DATABASE_URL: `postgresql://postgres:${postgresPassword}@127.0.0.1:${postgresPort}/postgres`,
    COFFER_HOME: home,
    APP_ORIGIN: origin,
    // Set for both processes: left unset, each would race to generate COFFER_HOME/secrets.json,
    // and the signing keys sealed by one could not be opened by the other.
    COFFER_SECRET: randomBytes(32).toString('base64url'),
  };
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn('pnpm', ['--dir', options.workspaceRoot ?? WORKSPACE_ROOT, 'start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // Without DATABASE_URL, `pnpm start` starts (and migrates) the embedded PostgreSQL.
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_ORIGIN: origin,
      COFFER_HOME: home,
      COFFER_SECRET: sharedEnv.COFFER_SECRET,
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      AUTH_REQUESTS_PER_IP_PER_MINUTE: String(options.authRequestsPerIpPerMinute),
      ...(options.poolSize === undefined ? {} : { DATABASE_POOL_SIZE: options.poolSize }),
      NEXT_TELEMETRY_DISABLED: '1',
      // No SMTP server: mail is kept in the database.
      MAIL_OUTBOX: 'on',
      // Every Node.js process of the tree writes a profile on exit (cpu-profile-hook.mjs).
      ...(options.cpuProfileDir
        ? {
            NODE_OPTIONS: `--import=${CPU_PROFILE_HOOK}`,
            COFFER_BENCH_CPU_PROFILE_DIR: options.cpuProfileDir,
          }
        : {}),
    },
  });
  const output = keepRecentLines(child);
  const stop = () => stopServer(child, home);
  try {
    await waitForHealth(origin, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid!, sharedEnv, recentOutput: () => [...output], stop };
}

function keepRecentLines(child: ChildProcess): string[] {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return lines;
}

async function waitForHealth(origin: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      const end = child.exitCode ?? child.signalCode;
      throw new Error(`Coffer exited (${end}):\n${output.join('\n')}`);
    }
    if ((await healthStatus(origin)) === 200) return;
    await sleep(250);
  }
  throw new Error(
    `Coffer did not answer /api/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`,
  );
}

/**
 * SIGTERM to the whole group; `with-database` then stops PostgreSQL (fast shutdown). pnpm
 * may exit before PostgreSQL is down, so the end is PostgreSQL's pid file going away.
 */
async function stopServer(child: ChildProcess, home: string): Promise<void> {
  const group = child.pid;
  if (group !== undefined && !hasExited(child)) {
    signalGroup(group, 'SIGTERM');
    if (!(await exited(child, STOP_TIMEOUT_MS))) signalGroup(group, 'SIGKILL');
  }
  const pidFile = path.join(home, 'postgres', 'postmaster.pid');
  for (let waited = 0; existsSync(pidFile) && waited < STOP_TIMEOUT_MS; waited += 100) {
    await sleep(100);
  }
  if (existsSync(pidFile)) killPostgres(pidFile);
  await rm(home, { recursive: true, force: true });
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // The group is already gone.
  }
}

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The postmaster this run started, should it have outlived its wrapper. */
function killPostgres(pidFile: string): void {
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
