import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { findPostgresBinary } from './find-postgres-binary';
import { postgresUserIds } from './postgres-user-ids';
import { startEmbeddedPostgres } from './start-embedded-postgres';
import { removePostgresFolder } from '../../test/remove-postgres-folder';

const root = await mkdtemp(path.join(tmpdir(), 'coffer-embedded-'));
// PostgreSQL runs as its own user when root, and must enter the folder mkdtemp made 0700.
await chmod(root, 0o755);
const pidsToStop = new Set<number>();

afterAll(async () => {
  for (const pid of pidsToStop) {
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await removePostgresFolder(root);
});

let folders = 0;
/** A data folder of its own and a free port, for one test. */
async function newServerPlace(): Promise<{ dataDir: string; port: number }> {
  folders += 1;
  return { dataDir: path.join(root, `data-${folders}`), port: await freePort() };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function serverPid(dataDir: string): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

/** What a promise rejects with (vitest's `rejects.toThrow` accepts a bare `undefined`). */
function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
}

/** Initialises a data folder (started once and stopped) for tests that need one at rest. */
async function initialisedPlace() {
  const place = await newServerPlace();
  await (await startEmbeddedPostgres(place)).stop();
  return place;
}

describe('startEmbeddedPostgres', () => {
  it('initialises, starts, stops, and starts again on the same data', async () => {
    const place = await newServerPlace();
    const first = await startEmbeddedPostgres(place);
    expect(await answers(first.url)).toBe(true);
    await first.stop();
    expect(await answers(first.url)).toBe(false);

    const again = await startEmbeddedPostgres(place);
    expect(again.url).toBe(first.url);
    expect(await answers(again.url)).toBe(true);
    await again.stop();
  });

  it('shares a server whose owner is still running, and leaves it running', async () => {
    const place = await newServerPlace();
    const owner = await startEmbeddedPostgres(place);
    // Another live process owns it (as `pnpm dev` does while `pnpm cli` runs).
    await writeFile(`${place.dataDir}.owner`, String(process.ppid));
    const shared = await startEmbeddedPostgres(place);
    await shared.stop();
    expect(await answers(shared.url)).toBe(true);
    await writeFile(`${place.dataDir}.owner`, String(process.pid));
    await owner.stop();
  });

  it('replaces a server orphaned by a crashed owner with one of its own', async () => {
    const place = await initialisedPlace();
    // A server nobody supervises (as an older Coffer killed with SIGKILL left behind).
    const orphan = spawn(
      await findPostgresBinary(),
      ['-D', place.dataDir, '-p', String(place.port), '-c', 'listen_addresses=127.0.0.1'],
      { detached: true, stdio: 'ignore', ...(await postgresUserIds()) },
    );
    pidsToStop.add(orphan.pid!);
    const url = `postgresql://postgres:coffer-local@127.0.0.1:${place.port}/postgres`;
    expect(await waitFor(() => answers(url), 10_000)).toBe(true);
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(`${place.dataDir}.owner`, String(dead));

    const adopted = await startEmbeddedPostgres(place);
    expect(isAlive(orphan.pid!)).toBe(false);
    expect(await serverPid(place.dataDir)).not.toBe(orphan.pid);
    expect(await answers(adopted.url)).toBe(true);
    await adopted.stop();
    expect(existsSync(path.join(place.dataDir, 'postmaster.pid'))).toBe(false);
  });

  it("says why it cannot start on a taken port, in PostgreSQL's words", async () => {
    const place = await newServerPlace();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(place.port, '127.0.0.1', resolve));
    try {
      const error = await rejectionOf(startEmbeddedPostgres(place));
      expect(error).toBeInstanceOf(EmbeddedPostgresError);
      expect((error as Error).message).toMatch(
        new RegExp(
          `did not start on 127\\.0\\.0\\.1:${place.port}[^]*Address already in use` +
            '[^]*could not create any TCP/IP sockets',
        ),
      );
    } finally {
      squatter.close();
    }
  });

  it('says why it cannot start when postmaster.pid names a live process', async () => {
    const place = await initialisedPlace();
    // A live process of the server's user, such as a reused pid after a reboot.
    const other = spawn('sleep', ['30'], { stdio: 'ignore', ...(await postgresUserIds()) });
    pidsToStop.add(other.pid!);
    const lockFile = path.join(place.dataDir, 'postmaster.pid');
    await writeFile(lockFile, `${other.pid}\n${place.dataDir}\n0\n${place.port}\n`);

    const error = await rejectionOf(startEmbeddedPostgres(place));
    expect(error).toBeInstanceOf(EmbeddedPostgresError);
    expect((error as Error).message).toMatch(
      new RegExp(`lock file "postmaster.pid" already exists[^]*PID ${other.pid}`),
    );
    other.kill();
  });

  it('starts a killed server again in place, and keeps supervising it', async () => {
    const place = await newServerPlace();
    const failures: Error[] = [];
    const running = await startEmbeddedPostgres({ ...place, onFailure: (e) => failures.push(e) });
    for (let kill = 0; kill < 2; kill += 1) {
      const killed = await serverPid(place.dataDir);
      process.kill(killed, 'SIGKILL');
      expect(
        await waitFor(
          async () =>
            (await serverPid(place.dataDir).catch(() => killed)) !== killed &&
            (await answers(running.url)),
          15_000,
        ),
      ).toBe(true);
    }
    expect(failures).toEqual([]);
    await running.stop();
    expect(existsSync(path.join(place.dataDir, 'postmaster.pid'))).toBe(false);
  });

  it('reports a server that cannot be started again instead of trying forever', async () => {
    const place = await newServerPlace();
    const failures: Error[] = [];
    const running = await startEmbeddedPostgres({ ...place, onFailure: (e) => failures.push(e) });
    // Its data disappears from under it, then it dies: there is nothing left to start.
    const pid = await serverPid(place.dataDir);
    await rename(place.dataDir, `${place.dataDir}-gone`);
    process.kill(pid, 'SIGKILL');
    expect(await waitFor(() => failures.length > 0, 15_000)).toBe(true);
    expect(failures[0]).toBeInstanceOf(EmbeddedPostgresError);
    expect(failures[0]?.message).toContain(
      `did not start on 127.0.0.1:${place.port} with its data in ${place.dataDir}`,
    );
    expect(failures[0]?.message).toContain('could not access directory');
    await running.stop();
  });
});
