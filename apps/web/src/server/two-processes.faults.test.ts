/**
 * Two Coffer processes (`pnpm start`, the production build) behind one imaginary load
 * balancer: one PostgreSQL and one S3 bucket (s3rver), no state of their own (issue #17). Needs
 * `pnpm build`.
 */
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '@coffer/db/embedded';
import { S3RVER_CREDENTIALS, startS3rver, type TestS3 } from '@coffer/domain/test-s3rver';
import { freePort } from '../../../../packages/db/test/free-port';
import {
  authorizationRequest,
  createRelyingParty,
} from '../../../../packages/api/test/register-relying-party';
import { TestBrowser } from '../../../../packages/api/test/test-browser';
import {
  removeEveryCoffer,
  spawnCoffer,
  startCoffer,
  WORKSPACE_ROOT,
  type CofferProcess,
} from '../../../../packages/db/test/spawn-coffer';
import { assertProductionBuild, signalGroup, waitFor } from './test/process-tools';
import { openOrganizationBox } from './test/organization-box';
import { uploadSlowly } from './test/slow-upload';

const SECRET = randomBytes(32).toString('base64url');
const REQUESTS_PER_MINUTE = 40;

/** What beforeAll started besides the Coffers, stopped last first, even when it failed midway. */
const stops: (() => Promise<unknown>)[] = [];
let home: string;
let postgres: RunningPostgres;
let s3: TestS3;
let a: CofferProcess;
let b: CofferProcess;
/** Where the load balancer would be: both processes have this APP_ORIGIN (A's). */
let origin: string;
let metricsPortOfB: number;

beforeAll(async () => {
  assertProductionBuild();
  home = await mkdtemp(path.join(tmpdir(), 'coffer-two-'));
  stops.push(() => rm(home, { recursive: true, force: true }));
  await chmod(home, 0o755);
  postgres = await startEmbeddedPostgres({
    dataDir: path.join(home, 'postgres'),
    port: await freePort(),
  });
  stops.push(() => postgres.stop());
  s3 = await startS3rver();
  stops.push(() => s3.close());
  const portA = await freePort();
  origin = `http://127.0.0.1:${portA}`;
  metricsPortOfB = await freePort();
  const shared = {
    COFFER_SECRET: SECRET,
    APP_ORIGIN: origin,
    S3_BUCKET: await s3.createBucket(),
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    AUTH_REQUESTS_PER_IP_PER_MINUTE: String(REQUESTS_PER_MINUTE),
    // The test client names its address in X-Forwarded-For, as a load balancer would.
    TRUSTED_PROXY_HOPS: '1',
    SHUTDOWN_GRACE_SECONDS: '20',
  };
  // Both at once: the migrations run once, under their lock.
  [a, b] = await Promise.all([
    startCoffer({ databaseUrl: postgres.url, env: shared, port: portA }),
    startCoffer({
      databaseUrl: postgres.url,
      env: { ...shared, METRICS_PORT: String(metricsPortOfB) },
    }),
  ]);
  // This process makes rows (clients, organizations) in the same database, read by getEnv.
  Object.assign(process.env, {
    DATABASE_URL: postgres.url,
    COFFER_SECRET: SECRET,
    APP_ORIGIN: origin,
  });
}, 180_000);

afterAll(async () => {
  await removeEveryCoffer();
  for (const stop of stops.reverse()) await stop();
});

function on(server: CofferProcess, url: string): string {
  return url.replace(origin, server.origin);
}

/** The code of the latest mail to `email`: without SMTP_URL, mail stays in the database. */
async function mailedCode(email: string): Promise<string> {
  const { getDb } = await import('@coffer/db');
  const mail = await getDb().outboxMail.findFirstOrThrow({
    where: { to: email },
    orderBy: { createdAt: 'desc' },
  });
  return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
}

/** An organization's token and a box of its own, made through process A. */
async function boxOnA(): Promise<{ id: string; headers: Headers }> {
  const { boxId, headers } = await openOrganizationBox(a.origin, {
    title: 'Two processes',
    subject: 'subject@two.test',
  });
  return { id: boxId, headers };
}

describe('two Coffer processes on one PostgreSQL and one bucket', () => {
  // First: nothing has signed yet. Both started at once on a new database (docs/oidc.md).
  it('publish the same signing key of each algorithm before the first sign-in', async () => {
    const published = async (server: CofferProcess) => {
      const jwks = (await (await fetch(`${server.origin}/oauth2/jwks`)).json()) as {
        keys: { kid: string; alg: string }[];
      };
      return jwks.keys.map((key) => `${key.alg} ${key.kid}`).sort();
    };
    const onA = await published(a);
    expect(onA.map((key) => key.split(' ')[0])).toEqual(['ES256', 'EdDSA', 'PS256', 'RS256']);
    expect(await published(b)).toEqual(onA);
  });

  it('a sign-in started on A finishes on B, and B issues the tokens', async () => {
    const { createIdentity, randomEmail } = await import('@coffer/domain/test-factories');
    const email = randomEmail();
    const identity = await createIdentity({ email });
    const rp = await createRelyingParty(origin);
    // The relying party's back channel reaches B (the load balancer's choice).
    rp.config[oidc.customFetch] = (url, options) => fetch(on(b, url), options as RequestInit);
    const browser = new TestBrowser();
    const { url, verifier, state } = await authorizationRequest(rp);
    const login = new URL((await browser.follow(url)).location ?? '', origin);
    const loginChallenge = login.searchParams.get('login_challenge') ?? '';
    expect(loginChallenge).not.toBe('');

    const step = { identity_id: identity.id, method_name: 'identity:emailed_code' };
    expect(
      (
        await browser.json('PUT', `${b.origin}/api/auth/identities`, {
          login_challenge: loginChallenge,
          identifier_value: email,
        })
      ).status,
    ).toBe(200);
    await browser.json('POST', `${b.origin}/api/authn-steps`, {
      login_challenge: loginChallenge,
      authn_step: step,
    });
    const performed = await browser.json('POST', `${b.origin}/api/authn-steps`, {
      login_challenge: loginChallenge,
      authn_step: { ...step, metadata: { code: await mailedCode(email) } },
    });
    expect(performed.body['next']).toBe('redirect');
    const back = await browser.follow(on(b, String(performed.body['redirect_to'])));
    const callback = new URL(back.location ?? '');
    const tokens = await oidc.authorizationCodeGrant(rp.config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.claims()).toMatchObject({ sub: identity.id });
  });

  it('a file uploaded through A downloads byte-identical through B', async () => {
    const box = await boxOnA();
    const content = randomBytes(6 * 1024 * 1024 + 7);
    const form = new FormData();
    form.append('msg_encrypted_content', 'aW5mbw');
    form.append('encrypted_file', new Blob([content]), 'file.bin');
    const uploaded = await fetch(`${a.origin}/api/boxes/${box.id}/encrypted-files`, {
      method: 'POST',
      headers: box.headers,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const event = (await uploaded.json()) as { content: { encrypted_file_id: string } };
    const download = await fetch(
      `${b.origin}/api/encrypted-files/${event.content.encrypted_file_id}`,
      { headers: box.headers },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(content.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });

  it('share one per-address budget of authentication requests', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= REQUESTS_PER_MINUTE; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      const response = await fetch(
        `${server.origin}/api/auth/login/info?login_challenge=${'a'.repeat(43)}`,
        { headers: { 'x-forwarded-for': '203.0.113.77' } },
      );
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, REQUESTS_PER_MINUTE).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The other process refuses that address too; another address still has its budget.
    const onA = await fetch(`${a.origin}/api/auth/login/info?login_challenge=${'a'.repeat(43)}`, {
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(onA.status).toBe(429);
  });

  it('publishes a key rotated through the CLI in B’s JWKS within 5 seconds', async () => {
    const { stdout } = await promisify(execFile)('pnpm', ['-s', 'cli', 'keys', 'rotate'], {
      cwd: WORKSPACE_ROOT,
      env: { ...process.env, DATABASE_URL: postgres.url, COFFER_SECRET: SECRET },
    });
    const { created } = JSON.parse(stdout) as { created: { kid: string }[] };
    const published = async () => {
      const jwks = (await (await fetch(`${b.origin}/oauth2/jwks`)).json()) as {
        keys: { kid: string }[];
      };
      return created.every((key) => jwks.keys.some((published) => published.kid === key.kid));
    };
    expect(await waitFor(published, 5_000)).toBe(true);
  });

  it('logs each request with the route the API named, and B serves its metrics', async () => {
    await (await fetch(`${a.origin}/api/health/ready`)).arrayBuffer();
    // The line is written when the answer has ended, through a pipe: wait for it.
    const line =
      /"method":"GET","route":"\/api\/health\/ready","status":200,"durationMs":\d+,"caller":"anonymous"/;
    expect(await waitFor(() => line.test(a.output()), 5_000)).toBe(true);
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPortOfB}/metrics`)).text();
    expect(metrics).toMatch(
      /coffer_http_requests_total\{method="GET",route="\/oauth2\/jwks",status="200"\} \d+/,
    );
  });

  it('SIGTERM to A during an upload answers it cleanly, and B keeps serving', async () => {
    const box = await boxOnA();
    const outcome = await uploadSlowly({
      url: `${a.origin}/api/boxes/${box.id}/encrypted-files`,
      headers: box.headers,
      chunks: 10,
      chunkBytes: 64 * 1024,
      everyMs: 200,
      onSent: (chunk) => {
        if (chunk === 3) signalGroup(a.group, 'SIGTERM');
      },
    });
    expect(outcome).toMatchObject({ status: 201 });
    expect(a.output()).toContain('SIGTERM: no new connections');
    const ready = await fetch(`${b.origin}/api/health/ready`);
    expect(ready.status).toBe(200);
    const event = JSON.parse((outcome as { body: string }).body) as {
      content: { encrypted_file_id: string };
    };
    const download = await fetch(
      `${b.origin}/api/encrypted-files/${event.content.encrypted_file_id}`,
      { headers: box.headers },
    );
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(10 * 64 * 1024);
  });
});

describe('Coffer with a bucket it cannot use', () => {
  it('stops at start with a message naming S3_BUCKET', async () => {
    const coffer = await spawnCoffer({
      databaseUrl: postgres.url,
      env: {
        COFFER_SECRET: SECRET,
        S3_BUCKET: 'coffer-missing',
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      },
    });
    try {
      expect(await coffer.exited).not.toBe(0);
      expect(coffer.output()).toContain(
        `the file storage S3_BUCKET (coffer-missing at S3_ENDPOINT ${s3.endpoint}) cannot be used`,
      );
    } finally {
      await coffer.remove();
    }
  });
});

describe('Coffer with no way to send mail', () => {
  it('stops at start with a message naming SMTP_URL, rather than claim codes are sent', async () => {
    const coffer = await spawnCoffer({
      databaseUrl: postgres.url,
      // Unset (an empty value is unset): production keeps no outbox unless asked.
      env: { COFFER_SECRET: SECRET, MAIL_OUTBOX: '' },
    });
    try {
      expect(await coffer.exited).toBe(1);
      expect(coffer.output()).toContain('SMTP_URL is not set, so Coffer could send nobody');
    } finally {
      await coffer.remove();
    }
  });
});
