/**
 * A second Coffer process beside the e2e run's server (Playwright's webServer): the same
 * production build, database, secret and files, on a port of its own, so that a test can kill
 * and restart it while a browser is connected to it (docs/activity.md, "Across processes").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { hasExited } from '../../packages/db/test/has-exited';
import { healthStatus } from '../../packages/db/test/health-status';
import { APP_SERVER_ENV, databaseUrl } from './e2e-settings';

export { freePort } from '../../packages/db/test/free-port';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export type SecondCoffer = {
  origin: string;
  /** Kills the whole process group at once (SIGKILL), as a crash would, and waits for it. */
  kill: () => Promise<void>;
  /** Starts it again on the same port and waits until it is healthy. */
  restart: () => Promise<void>;
};

/**
 * Starts `pnpm start` on `port` against the e2e run's database and waits until it is healthy.
 * `settings` change its environment; an `undefined` value removes a setting of the first server.
 */
export async function startSecondCoffer(
  port: number,
  settings: Record<string, string | undefined> = {},
): Promise<SecondCoffer> {
  const origin = `http://localhost:${port}`;
  let child: ChildProcess | null = null;
  let output = '';
  const start = async () => {
    output = '';
    child = spawn('pnpm', ['--dir', REPO_ROOT, 'start'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...APP_SERVER_ENV,
        // Its own port, with the first server's home (the same secret and files) and public
        // origin, as processes behind one load balancer: a start with another APP_ORIGIN would
        // move the app's own OAuth client to it, and the first server's sign-ins would fail.
        PORT: String(port),
        DATABASE_URL: databaseUrl(),
        ...settings,
      },
    });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (hasExited(child)) throw new Error(`the second Coffer stopped:\n${output}`);
      if ((await healthStatus(origin)) === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the second Coffer did not become healthy:\n${output}`);
  };
  const kill = async () => {
    const running = child;
    if (running?.pid === undefined || hasExited(running)) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    try {
      process.kill(-running.pid, 'SIGKILL');
    } catch {
      // The group is gone already; the 'exit' event may not have been delivered yet.
    }
    await exited;
    // The app itself (a grandchild) must have let go of the port before a restart binds it.
    while ((await healthStatus(origin)) !== 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await start();
  return { origin, kill, restart: start };
}
