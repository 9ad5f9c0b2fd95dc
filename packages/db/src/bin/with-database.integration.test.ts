import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { removePostgresFolder } from '../../test/remove-postgres-folder';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = await mkdtemp(path.join(tmpdir(), 'coffer-with-database-'));
// PostgreSQL runs as its own user when root, and must enter the folder mkdtemp made 0700.
await chmod(root, 0o755);
const groups = new Set<number>();

afterAll(async () => {
  for (const group of groups) signalGroup(group, 'SIGKILL');
  await removePostgresFolder(root);
});

type Run = {
  child: ChildProcess;
  home: string;
  /** Everything written so far on stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
};

let homes = 0;
/**
 * `with-database -- node -e <script>` in a process group of its own (as a terminal or a
 * supervisor runs `pnpm start`), with a fresh COFFER_HOME and embedded PostgreSQL.
 */
async function runWithDatabase(script: string, postgresPort?: number): Promise<Run> {
  homes += 1;
  const home = path.join(root, `home-${homes}`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'with-database.ts'), '--', process.execPath, '-e', script],
    {
      // The command's `require('pg')` resolves from here.
      cwd: path.join(here, '../..'),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: '',
        COFFER_HOME: home,
        EMBEDDED_POSTGRES_PORT: String(postgresPort ?? (await freePort())),
      },
    },
  );
  groups.add(child.pid!);
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, home, output: () => output, exited };
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(50);
  }
  return false;
}

function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // Already gone.
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function postgresPid(home: string): Promise<number> {
  const pidFile = path.join(home, 'postgres', 'postmaster.pid');
  return Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
}

/** A command that, once signalled, still needs the database for a while (like a drain). */
const DRAINING_COMMAND = `
const pg = require('pg');
console.log('ready');
setInterval(() => {}, 1000);
process.on('SIGTERM', async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  try {
    await client.connect();
    const { rows } = await client.query('SELECT count(*) AS n FROM _prisma_migrations');
    console.log('after the signal, migrations: ' + rows[0].n);
    await client.end();
    process.exit(0);
  } catch (error) {
    console.log('after the signal: ' + error.message);
    process.exit(3);
  }
});`;

// Each test starts PostgreSQL (initdb, migrations) beside the build on 2 cores: more than the
// project's 30 s may pass before the command is ready.
describe('with-database', { timeout: 90_000 }, () => {
  it("keeps the database up while the command drains after the group's SIGTERM", async () => {
    const run = await runWithDatabase(DRAINING_COMMAND);
    expect(await waitFor(() => run.output().includes('ready'), 60_000)).toBe(true);
    const postgres = await postgresPid(run.home);

    signalGroup(run.child.pid!, 'SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toMatch(/after the signal, migrations: [1-9]/);
    // Stopped once the command was gone.
    expect(isAlive(postgres)).toBe(false);
    expect(existsSync(path.join(run.home, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it('leaves no PostgreSQL behind when its whole group is killed with SIGKILL', async () => {
    const run = await runWithDatabase("console.log('ready'); setInterval(() => {}, 1000);");
    expect(await waitFor(() => run.output().includes('ready'), 60_000)).toBe(true);
    const postgres = await postgresPid(run.home);

    signalGroup(run.child.pid!, 'SIGKILL');
    expect(await waitFor(() => !isAlive(postgres), 10_000)).toBe(true);
  });

  it('names the taken port of the embedded PostgreSQL and the setting, and exits 1', async () => {
    const port = await freePort();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const run = await runWithDatabase("console.log('should not run')", port);
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`PostgreSQL did not start on 127.0.0.1:${port}`);
      expect(run.output()).toContain('Address already in use');
      expect(run.output()).toContain(`EMBEDDED_POSTGRES_PORT=${port}`);
      expect(run.output()).not.toContain('should not run');
    } finally {
      squatter.close();
    }
  });
});
