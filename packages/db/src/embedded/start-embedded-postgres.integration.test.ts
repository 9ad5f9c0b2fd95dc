import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './start-embedded-postgres';

const root = await mkdtemp(path.join(tmpdir(), 'coffer-embedded-'));
await chmod(root, 0o755);
const dataDir = path.join(root, 'postgres');
const port = 55000 + (process.pid % 5000);

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

async function serverPid(): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

afterAll(async () => {
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) process.kill(await serverPid(), 'SIGINT');
  await rm(root, { recursive: true, force: true });
});

describe('startEmbeddedPostgres', () => {
  it('initialises, starts, stops, and starts again on the same data', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port });
    expect(await answers(first.url)).toBe(true);
    await first.stop();
    expect(await answers(first.url)).toBe(false);

    const again = await startEmbeddedPostgres({ dataDir, port });
    expect(again.url).toBe(first.url);
    expect(await answers(again.url)).toBe(true);
    await again.stop();
  });

  it('shares a server whose owner is still running, and leaves it running', async () => {
    const owner = await startEmbeddedPostgres({ dataDir, port });
    // Another live process owns it (as `pnpm dev` does while `pnpm cli` runs).
    await writeFile(`${dataDir}.owner`, String(process.ppid));
    const shared = await startEmbeddedPostgres({ dataDir, port });
    await shared.stop();
    expect(await answers(shared.url)).toBe(true);
    await writeFile(`${dataDir}.owner`, String(process.pid));
    await owner.stop();
  });

  it('adopts a server orphaned by a crashed owner and stops it on exit', async () => {
    const crashed = await startEmbeddedPostgres({ dataDir, port });
    const orphanPid = await serverPid();
    // The owner died without stopping its server (a SIGKILL): its pid no longer exists.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(`${dataDir}.owner`, String(dead));

    const adopted = await startEmbeddedPostgres({ dataDir, port });
    expect(await serverPid()).toBe(orphanPid);
    expect(await answers(adopted.url)).toBe(true);
    await adopted.stop();
    expect(await answers(crashed.url)).toBe(false);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  });
});
