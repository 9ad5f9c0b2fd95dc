/**
 * Coffer as it runs (`pnpm start`: pnpm → with-database → this server → Next.js, and an
 * embedded PostgreSQL) under the faults of issue #11: spoofed forwarding headers, a silent
 * client, a killed database, SIGTERM during an upload, a taken port. Needs `pnpm build`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  assertProductionBuild,
  isAlive,
  parentPid,
  signalGroup,
  signalProcess,
  waitFor,
} from './test/process-tools';
import { freePort } from '../../../../packages/db/test/free-port';
import {
  removeEveryCoffer,
  spawnCoffer,
  startCoffer,
  type CofferProcess,
} from '../../../../packages/db/test/spawn-coffer';
import { healthStatus } from '../../../../packages/db/test/health-status';
import { openOrganizationBox } from './test/organization-box';
import { uploadSlowly } from './test/slow-upload';

const SECRET = randomBytes(32).toString('base64url');
const IDLE_TIMEOUT_SECONDS = 2;

let coffer: CofferProcess;
let upload: { url: string; headers: Headers };

beforeAll(async () => {
  assertProductionBuild();
  coffer = await startCoffer({
    env: {
      COFFER_SECRET: SECRET,
      AUTH_REQUESTS_PER_IP_PER_MINUTE: '3',
      HTTP_IDLE_TIMEOUT_SECONDS: String(IDLE_TIMEOUT_SECONDS),
      SHUTDOWN_GRACE_SECONDS: '20',
    },
  });
  upload = await boxToUploadTo(coffer);
});

afterAll(removeEveryCoffer);

/**
 * An organization's token and a box of its own, made in Coffer's database by this process
 * (same secret), for uploads through the running server.
 */
async function boxToUploadTo(server: CofferProcess): Promise<{ url: string; headers: Headers }> {
  // Read once, by the first getEnv() of this file, which the imports below make.
  Object.assign(process.env, {
    DATABASE_URL: server.databaseUrl,
    COFFER_SECRET: SECRET,
    APP_ORIGIN: server.origin,
    COFFER_HOME: server.home,
  });
  const { getDb } = await import('@coffer/db');
  const { boxId, headers } = await openOrganizationBox(server.origin, {
    title: 'Faults',
    subject: 'subject@faults.test',
  });
  // This process's pool must not hold connections when the database is killed below.
  await getDb().$disconnect();
  return { url: `${server.origin}/api/boxes/${boxId}/encrypted-files`, headers };
}

/** Whether a new TCP connection to the port is refused. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('Coffer under faults', () => {
  it('keeps the per-address limit when the client rotates X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await fetch(
        `${coffer.origin}/api/auth/login/info?login_challenge=${'a'.repeat(43)}`,
        { headers: { 'x-forwarded-for': `203.0.113.${attempt}`, 'x-real-ip': '203.0.113.99' } },
      );
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('closes a connection that stays silent for HTTP_IDLE_TIMEOUT_SECONDS', async () => {
    const socket = connect(coffer.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    socket.write(
      `POST ${new URL(upload.url).pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${upload.headers.get('authorization') ?? ''}\r\n` +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n',
    );
    socket.resume();
    await new Promise((resolve) => socket.once('close', resolve));
    const closedAfter = Date.now() - started;
    expect(closedAfter).toBeGreaterThanOrEqual(IDLE_TIMEOUT_SECONDS * 1000 - 200);
    expect(closedAfter).toBeLessThan(IDLE_TIMEOUT_SECONDS * 1000 + 3000);
  });

  it('starts a killed PostgreSQL again and serves again', async () => {
    const killed = await coffer.postgresPid();
    process.kill(killed, 'SIGKILL');
    expect(
      await waitFor(
        async () =>
          (await coffer.postgresPid().catch(() => killed)) !== killed &&
          (await healthStatus(coffer.origin)) === 200,
        20_000,
      ),
    ).toBe(true);
    expect(coffer.output()).toContain('PostgreSQL is running again');
  });

  it('on SIGTERM, refuses new connections, finishes the upload in flight (201), then stops the database', async () => {
    const postgres = await coffer.postgresPid();
    // PostgreSQL's parent is the shell that guards it, whose parent is with-database.
    const withDatabase = parentPid(parentPid(postgres));
    const { getDb } = await import('@coffer/db');
    const started = new Date();
    // The signal goes once the server holds the upload (its PendingUpload row exists): on a
    // loaded machine the server may read the request's headers late, and a request that
    // arrives after SIGTERM is rightly refused (503) rather than finished.
    const inFlight = () =>
      getDb()
        .pendingUpload.count({ where: { createdAt: { gte: started } } })
        .then((count) => count > 0);
    let terminated: Promise<boolean> | undefined;
    let refusedWhileDraining: Promise<boolean> | undefined;
    const outcome = await uploadSlowly({
      ...upload,
      // 3.2 s in all: longer than the idle timeout, never silent that long.
      chunks: 16,
      chunkBytes: 64 * 1024,
      everyMs: 200,
      onSent: (chunk) => {
        if (chunk === 3) {
          terminated = waitFor(inFlight, 1500).then(async (held) => {
            // As on a loaded machine, with-database acts on the signal late. A supervisor
            // between it and the signal (tsx's CLI did) must not take that for a hang and
            // kill it: its database would stop under the draining app.
            process.kill(withDatabase, 'SIGSTOP');
            try {
              signalGroup(coffer.group, 'SIGTERM');
              await sleep(300);
            } finally {
              signalProcess(withDatabase, 'SIGCONT');
            }
            return held;
          });
        }
        // From the signal, for up to 2 s (the upload has about 2 s left): a loaded machine
        // may take a moment to act on it.
        if (chunk === 5) {
          refusedWhileDraining = terminated?.then(() =>
            waitFor(() => refusesConnections(coffer.port), 2000),
          );
        }
      },
    });
    expect(await terminated).toBe(true);
    // The whole answer in the message: a refusal's body says which one it was.
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 201 });
    expect(await refusedWhileDraining).toBe(true);
    expect(coffer.output()).toContain('SIGTERM: no new connections');
    // The database stopped only after the app, and nothing is left running.
    expect(await waitFor(() => !isAlive(postgres), 30_000)).toBe(true);
    expect(existsSync(path.join(coffer.home, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(coffer.output()).not.toContain('cut off');
  });
});

describe('Coffer on a taken port', () => {
  it('stops with a message naming the port, and stops its database', async () => {
    const port = await freePort();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, resolve));
    const taken = await spawnCoffer({ port });
    try {
      expect(await taken.exited).not.toBe(0);
      expect(taken.output()).toContain(`port ${port} is already in use`);
      expect(taken.output()).toContain('set PORT');
      // The health wait of every spawner fails at once on an ended process, with its output.
      await expect(taken.ready()).rejects.toThrow(/stopped before it was ready[^]*already in use/);
      const pidFile = path.join(taken.home, 'postgres', 'postmaster.pid');
      expect(await waitFor(() => !existsSync(pidFile), 10_000)).toBe(true);
    } finally {
      squatter.close();
      await taken.remove();
    }
  });
});
