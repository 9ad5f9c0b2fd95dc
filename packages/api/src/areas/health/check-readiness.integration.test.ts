import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '@coffer/db/embedded';
import { freePort } from '../../../../db/test/free-port';
import { handleRestRequest } from '../../http-routes';

// A PostgreSQL server of this file's own, which the test stops and starts again while the
// API (Coffer's handlers, in this process) keeps running. Set before getEnv's first reading.
const home = await mkdtemp(path.join(tmpdir(), 'coffer-ready-'));
await chmod(home, 0o755);
const postgres = { dataDir: path.join(home, 'data'), port: await freePort() };
let server = await startEmbeddedPostgres(postgres);
process.env['DATABASE_URL'] = server.url;
process.env['FILE_STORAGE_DIR'] = path.join(home, 'files');

afterAll(async () => {
  await server.stop();
  await rm(home, { recursive: true, force: true });
});

async function status(path: string): Promise<number> {
  const response = await handleRestRequest(new Request(`http://localhost:3000/api${path}`));
  await response.arrayBuffer();
  return response.status;
}

async function until(expected: number, path: string): Promise<number> {
  let last = 0;
  for (let waited = 0; waited < 15_000; waited += 200) {
    last = await status(path);
    if (last === expected) return last;
    await sleep(200);
  }
  return last;
}

describe('GET /api/health/ready and /api/health/live', () => {
  it('is ready while PostgreSQL and storage answer, not while PostgreSQL is stopped, and ready again once it is back', async () => {
    const ready = await handleRestRequest(new Request('http://localhost:3000/api/health/ready'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });

    await server.stop();
    const down = await handleRestRequest(new Request('http://localhost:3000/api/health/ready'));
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ code: 'service_unavailable' });
    // Alive all the same: a supervisor must not restart a process that only waits for its
    // database.
    expect(await status('/health/live')).toBe(200);

    server = await startEmbeddedPostgres(postgres);
    expect(await until(200, '/health/ready')).toBe(200);
  });

  it('is not ready when the file storage cannot be written', async () => {
    await rm(path.join(home, 'files'), { recursive: true, force: true });
    await writeFile(path.join(home, 'files'), 'a file where the folder should be');
    expect(await status('/health/ready')).toBe(503);
    await rm(path.join(home, 'files'));
    expect(await status('/health/ready')).toBe(200);
  });
});
