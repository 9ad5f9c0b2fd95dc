import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../../../packages/db/test/free-port';
import { hasExited } from '../../../../../packages/db/test/has-exited';
import { healthStatus } from '../../../../../packages/db/test/health-status';
import { removePostgresFolder } from '../../../../../packages/db/test/remove-postgres-folder';

export const WORKSPACE_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export type CofferProcess = {
  origin: string;
  port: number;
  /** The URL of the embedded PostgreSQL's maintenance database, which Coffer migrated. */
  databaseUrl: string;
  home: string;
  /** Root of the process group: pnpm, with-database, the app, not PostgreSQL. */
  group: number;
  /** Everything Coffer wrote so far on stdout and stderr. */
  output: () => string;
  /** Settles when `pnpm start` itself exits (pnpm leaves at once on a signal). */
  exited: Promise<number | null>;
  hasExited: () => boolean;
  postgresPid: () => Promise<number>;
  /** Ends whatever is left of the run (SIGKILL) and removes its home. */
  remove: () => Promise<void>;
};

/** Spawned and not removed yet: what removeEveryCoffer ends. */
const running = new Set<CofferProcess>();

/**
 * `pnpm start` as a person or a supervisor runs it (the production build, an embedded
 * PostgreSQL in a fresh COFFER_HOME), in a process group of its own, on free ports.
 */
export async function spawnCoffer(env: Record<string, string>): Promise<CofferProcess> {
  const home = await mkdtemp(path.join(tmpdir(), 'coffer-faults-'));
  // PostgreSQL runs as its own user and must enter the folder mkdtemp made 0700.
  await chmod(home, 0o755);
  // The embedded PostgreSQL's password, chosen here so that its URL is known before Coffer
  // starts: Coffer keeps the one it finds in this file (docs/operations.md).
  const postgresPassword = randomBytes(32).toString('base64url');
  await writeFile(path.join(home, 'postgres.password'), postgresPassword, { mode: 0o600 });
  const port = Number(env['PORT'] ?? (await freePort()));
  const postgresPort = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('pnpm', ['--dir', WORKSPACE_ROOT, 'start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      APP_ORIGIN: origin,
      COFFER_HOME: home,
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      // No SMTP server: mail is kept in the database, where tests read it.
      MAIL_OUTBOX: 'on',
      ...env,
      PORT: String(port),
    },
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const pidFile = path.join(home, 'postgres', 'postmaster.pid');
  const postgresPid = async () => {
    const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    // PostgreSQL creates the file before writing it, and a signal to pid 0 would reach this
    // process's own group.
    if (!Number.isSafeInteger(pid) || pid <= 0) throw new Error(`${pidFile} names no process yet`);
    return pid;
  };
  const coffer: CofferProcess = {
    origin,
    port,
    databaseUrl: `postgresql://postgres:${postgresPassword}@127.0.0.1:${postgresPort}/postgres`,
    home,
    group: child.pid!,
    output: () => output,
    exited,
    hasExited: () => hasExited(child),
    postgresPid,
    remove: async () => {
      running.delete(coffer);
      signalGroup(child.pid!, 'SIGKILL');
      const postgres = existsSync(pidFile) ? await postgresPid().catch(() => null) : null;
      if (postgres) signalProcess(postgres, 'SIGKILL');
      await removePostgresFolder(home);
    },
  };
  running.add(coffer);
  return coffer;
}

/**
 * Removes every Coffer this test file spawned and has not removed: an afterAll that names
 * them one by one fails on the first that a failed beforeAll never started, and leaves the
 * others running.
 */
export async function removeEveryCoffer(): Promise<void> {
  await Promise.all([...running].map((coffer) => coffer.remove()));
}

/** Waits for /api/health to answer 200; a Coffer that stopped meanwhile fails at once. */
export async function waitUntilHealthy(coffer: CofferProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await healthStatus(coffer.origin)) === 200) return;
    if (coffer.hasExited()) {
      throw new Error(`Coffer stopped before it was healthy:\n${coffer.output()}`);
    }
    await sleep(200);
  }
  throw new Error(`Coffer did not become healthy:\n${coffer.output()}`);
}

/** The fault tests run `pnpm start`, the production build: say so when it is missing. */
export function assertProductionBuild(): void {
  if (!existsSync(path.join(WORKSPACE_ROOT, 'apps/web/.next/BUILD_ID'))) {
    throw new Error('the fault tests run the production build: run `pnpm build` first');
  }
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function signalGroup(group: number, signal: NodeJS.Signals): void {
  signalProcess(-group, signal);
}

function signalProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}
