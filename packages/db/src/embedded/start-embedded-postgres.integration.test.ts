import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { findPostgresBinary } from './find-postgres-binary';
import { loadEmbeddedPostgres } from './load-embedded-postgres';
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

/** The password every Coffer before issue #26 gave the superuser, published in its code. */
const OLD_FIXED_PASSWORD = 'coffer-local';

function urlWith(password: string, port: number): string {
  return `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`;
}

/** What PostgreSQL answers a connection with this password: 'ok' or its error code. */
async function signInWith(password: string, port: number): Promise<string> {
  const client = new pg.Client({ connectionString: urlWith(password, port) });
  try {
    await client.connect();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A server nobody supervises (as an older Coffer killed with SIGKILL left behind). */
async function spawnOrphan(place: { dataDir: string; port: number }) {
  const orphan = spawn(
    await findPostgresBinary(),
    ['-D', place.dataDir, '-p', String(place.port), '-c', 'listen_addresses=127.0.0.1'],
    { detached: true, stdio: 'ignore', ...(await postgresUserIds()) },
  );
  pidsToStop.add(orphan.pid!);
  const dead = spawnSync(process.execPath, ['-e', '0']).pid;
  await writeFile(`${place.dataDir}.owner`, String(dead));
  return orphan;
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
    const password = (await readFile(`${place.dataDir}.password`, 'utf8')).trim();
    const orphan = await spawnOrphan(place);
    expect(await waitFor(() => answers(urlWith(password, place.port)), 10_000)).toBe(true);

    const adopted = await startEmbeddedPostgres(place);
    expect(isAlive(orphan.pid!)).toBe(false);
    expect(await serverPid(place.dataDir)).not.toBe(orphan.pid);
    expect(await answers(adopted.url)).toBe(true);
    await adopted.stop();
    expect(existsSync(path.join(place.dataDir, 'postmaster.pid'))).toBe(false);
  });

  it('gives the superuser a password of its own, kept private beside the data folder', async () => {
    const place = await newServerPlace();
    const running = await startEmbeddedPostgres(place);
    try {
      const file = `${place.dataDir}.password`;
      const password = (await readFile(file, 'utf8')).trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(running.url).toBe(urlWith(password, place.port));
      expect(await signInWith(password, place.port)).toBe('ok');
      // invalid_password: the published password of older Coffers opens nothing.
      expect(await signInWith(OLD_FIXED_PASSWORD, place.port)).toBe('28P01');
    } finally {
      await running.stop();
    }
    const other = await startEmbeddedPostgres(await newServerPlace());
    await other.stop();
    expect(new URL(other.url).password).not.toBe(new URL(running.url).password);
  });

  it('sets the password found in the file at the first start, and keeps the file', async () => {
    const place = await newServerPlace();
    const chosen = 'chosen-before-the-first-start';
    await writeFile(`${place.dataDir}.password`, `${chosen}\n`, { mode: 0o600 });
    const running = await startEmbeddedPostgres(place);
    try {
      expect(running.url).toBe(urlWith(chosen, place.port));
      expect(await signInWith(chosen, place.port)).toBe('ok');
      expect(await readFile(`${place.dataDir}.password`, 'utf8')).toBe(`${chosen}\n`);
    } finally {
      await running.stop();
    }
  });

  it('moves a data folder of an older Coffer, running or not, off the published password', async () => {
    const place = await newServerPlace();
    // As Coffer initialised it before: the fixed password, no password file.
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    await new EmbeddedPostgres({
      databaseDir: place.dataDir,
      port: place.port,
      user: 'postgres',
      password: OLD_FIXED_PASSWORD,
      persistent: true,
      createPostgresUser: true,
      onLog: () => undefined,
      onError: () => undefined,
    }).initialise();
    // Its server still runs, left by the older Coffer killed with SIGKILL, and holds data.
    const orphan = await spawnOrphan(place);
    const oldUrl = urlWith(OLD_FIXED_PASSWORD, place.port);
    expect(await waitFor(() => answers(oldUrl), 10_000)).toBe(true);
    const client = new pg.Client({ connectionString: oldUrl });
    await client.connect();
    await client.query("CREATE TABLE kept AS SELECT 'before the upgrade' AS note");
    await client.end();

    const upgraded = await startEmbeddedPostgres(place);
    try {
      expect(isAlive(orphan.pid!)).toBe(false);
      const password = (await readFile(`${place.dataDir}.password`, 'utf8')).trim();
      expect(password).not.toBe(OLD_FIXED_PASSWORD);
      expect(upgraded.url).toBe(urlWith(password, place.port));
      expect(await signInWith(OLD_FIXED_PASSWORD, place.port)).toBe('28P01');
      const reader = new pg.Client({ connectionString: upgraded.url });
      await reader.connect();
      expect((await reader.query('SELECT note FROM kept')).rows).toEqual([
        { note: 'before the upgrade' },
      ]);
      await reader.end();
    } finally {
      await upgraded.stop();
    }
    // Kept: the next start uses the same password.
    const again = await startEmbeddedPostgres(place);
    expect(again.url).toBe(upgraded.url);
    expect(await answers(again.url)).toBe(true);
    await again.stop();
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
