// Bench (not a test) of the box API: a 126 MiB upload through the API against a bare
// node:http stream-to-disk server, the same with an S3 bucket (s3rver) against a bare
// PutObject stream, and the latency of listing 500 messages and counting
// boxes on a database of 100k boxes and 100k messages. Everything runs on 127.0.0.1, on a
// fresh embedded PostgreSQL in a temporary folder, in well under 3 minutes.
//   pnpm exec tsx packages/api/bench-boxes/run.ts      (from the repository root)
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getDb } from '@coffer/db';
import { formatBoxPublicKey, generateBoxKeyPair } from '@coffer/crypto';
import {
  createIdentity,
  createOrganization,
  createOrganizationToken,
  createUserSession,
} from '@coffer/domain/test-factories';
import { startBenchDatabase, type BenchDatabase } from './bench-database';
import { measureLatency, type Latency, type LatencyRequest } from './latency';
import { print } from './print';
import { seedBoxes } from './seed-boxes';
import { measureSseDelay } from './sse-delay';
import { startServerProcess, type ServerProcess } from './server-process';
import { uploadOverHttp, type UploadOutcome } from './upload-client';

const TIME_LIMIT_MS = 170_000;

const MIB = 1024 * 1024;
const FILE_BYTES = 126 * MIB;
const UPLOAD_RUNS = 3;
const BOX_COUNT = 100_000;
const MESSAGE_COUNT = 100_000;
const WARM_UP_REQUESTS = 20;
const MEASURED_REQUESTS = 200;
const RATIO_GOAL = 0.8;
const RSS_GOAL_BYTES = 64 * MIB;
const P95_GOAL_MS = 25;
const SSE_CLIENTS = 200;
const SSE_POSTS = 30;
const SSE_P95_GOAL_MS = 250;

const deadline = setTimeout(() => {
  console.error(`time limit of ${TIME_LIMIT_MS / 1000} s reached: stopping`);
  void shutDown(1);
}, TIME_LIMIT_MS);

print(
  `Box API bench: Node ${process.version}, ${os.availableParallelism()} cores, load average ` +
    `${formatLoad()}; servers in child processes on 127.0.0.1, embedded PostgreSQL.`,
);
const started: { database?: BenchDatabase; servers: ServerProcess[] } = { servers: [] };
let shuttingDown: Promise<never> | undefined;
let apiPort = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown(130));

let exitCode = 0;
try {
  await benchmark();
} catch (error) {
  console.error(error);
  exitCode = 1;
}
await shutDown(exitCode);

async function benchmark(): Promise<void> {
  const database = await startBenchDatabase();
  started.database = database;
  const env = {
    DATABASE_URL: database.databaseUrl,
    COFFER_HOME: database.home,
    FILE_STORAGE_DIR: path.join(database.home, 'files'),
    // Shared by both processes: this one mints sessions whose CSRF tokens the server checks.
    COFFER_SECRET: randomBytes(32).toString('base64url'),
    APP_ORIGIN: 'http://127.0.0.1:3000',
  };
  // Before the first domain call here: getEnv() reads the environment once.
  Object.assign(process.env, env);
  const api = await startServerProcess('./box-api-server.ts', {
    ...env,
    // The live-stream row opens SSE_CLIENTS streams from one session and one address: the
    // caps that protect a real server (docs/activity.md) would refuse most of them (429).
    STREAMS_PER_SESSION: String(SSE_CLIENTS),
    STREAMS_PER_ADDRESS: String(SSE_CLIENTS),
  });
  started.servers.push(api);
  const raw = await startServerProcess('./raw-upload-server.ts', {
    FILE_STORAGE_DIR: path.join(database.home, 'raw-files'),
  });
  started.servers.push(raw);

  const organization = await createOrganization('Bench organization');
  const token = (await createOrganizationToken(organization.id)).headers();
  const datatag = await getDb().datatag.create({
    data: { organizationId: organization.id, name: 'Bench' },
  });
  const subject = await createIdentity({ email: 'subject-1@bench.test' });
  const subjectSession = (await createUserSession({ identityId: subject.id, acr: 2 })).headers();
  const staff = await createIdentity();
  await getDb().organizationMember.create({
    data: { organizationId: organization.id, identityId: staff.id, role: 'admin' },
  });
  const staffSession = (await createUserSession({ identityId: staff.id, acr: 2 })).headers();
  const publicKey = formatBoxPublicKey((await generateBoxKeyPair()).publicKey);
  apiPort = api.port;
  const api0 = `http://127.0.0.1:${api.port}/api`;
  const created = await fetch(`${api0}/organizations/${organization.id}/boxes`, {
    method: 'POST',
    headers: withJson(token),
    body: JSON.stringify({
      title: 'Bench box',
      owner_org_id: organization.id,
      datatag_id: datatag.id,
      datatag_subject: 'subject-1@bench.test',
      public_key: publicKey,
    }),
  });
  if (created.status !== 201)
    throw new Error(`box creation: ${created.status} ${await created.text()}`);
  const box = (await created.json()) as { id: string };

  print(`\nupload of ${FILE_BYTES} bytes (126 MiB), ${UPLOAD_RUNS} runs each, alternating:`);
  const apiUpload = {
    port: api.port,
    path: `/api/boxes/${box.id}/encrypted-files`,
    headers: Object.fromEntries(token),
    serverPid: api.pid,
  };
  const rawUpload = { port: raw.port, path: '/upload', headers: {}, serverPid: raw.pid };
  // Warm-up: module loading, JIT, the database pool.
  expectStatus(await uploadOverHttp({ ...apiUpload, fileBytes: MIB }), 201, 'API warm-up');
  expectStatus(await uploadOverHttp({ ...rawUpload, fileBytes: MIB }), 201, 'raw warm-up');
  const apiRuns: UploadOutcome[] = [];
  const rawRuns: UploadOutcome[] = [];
  for (let run = 0; run < UPLOAD_RUNS; run++) {
    apiRuns.push(
      expectStatus(await uploadOverHttp({ ...apiUpload, fileBytes: FILE_BYTES }), 201, 'API'),
    );
    rawRuns.push(
      expectStatus(await uploadOverHttp({ ...rawUpload, fileBytes: FILE_BYTES }), 201, 'raw'),
    );
    // Keep the disk use of the run small; the measured writes are done.
    await rm(path.join(database.home, 'files', 'files'), { recursive: true, force: true });
    await rm(path.join(database.home, 'raw-files', 'raw'), { recursive: true, force: true });
  }
  const apiRate = median(apiRuns.map((run) => FILE_BYTES / MIB / run.seconds));
  const rawRate = median(rawRuns.map((run) => FILE_BYTES / MIB / run.seconds));
  const rssGrowth = Math.max(...apiRuns.map((run) => run.rssGrowthBytes));
  print(
    `  API (multipart → FileStorage, then msg.file event): ${apiRate.toFixed(0)} MiB/s (median)`,
  );
  print(
    `  raw node:http → file (temporary name, fsync, rename): ${rawRate.toFixed(0)} MiB/s (median)`,
  );
  print(`  ratio ${(apiRate / rawRate).toFixed(2)} (goal ≥ ${RATIO_GOAL})`);
  print(
    `  API server RSS growth during an upload: ${(rssGrowth / MIB).toFixed(1)} MiB at most ` +
      `(goal < ${RSS_GOAL_BYTES / MIB} MiB; raw server: ${(Math.max(...rawRuns.map((run) => run.rssGrowthBytes)) / MIB).toFixed(1)} MiB)`,
  );

  await benchS3Uploads({ env, boxPath: apiUpload.path, headers: apiUpload.headers });

  const seedStarted = performance.now();
  await seedBoxes({
    organizationId: organization.id,
    datatagId: datatag.id,
    publicKey,
    boxCount: BOX_COUNT,
    messageBox: box.id,
    subjectIdentityId: subject.id,
    messageCount: MESSAGE_COUNT,
  });
  const counts = await getDb().$queryRaw<{ boxes: bigint; events: bigint }[]>`
    SELECT (SELECT count(*) FROM "Box") AS boxes, (SELECT count(*) FROM "BoxEvent") AS events`;
  print(
    `\nseeded ${String(counts[0]?.boxes)} boxes and ${String(counts[0]?.events)} events ` +
      `(set-based SQL, then VACUUM ANALYZE) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  print(
    `latency of one request at a time, ${MEASURED_REQUESTS} measured after ${WARM_UP_REQUESTS} (ms); ` +
      `load average before: ${formatLoad()}`,
  );
  const asToken = Object.fromEntries(token);
  const asSubject = Object.fromEntries(subjectSession);
  const asStaff = Object.fromEntries(staffSession);
  const messages = `/api/boxes/${box.id}/messages`;
  const scenarios: [string, LatencyRequest, number][] = [
    ['list 500 messages (organization token)', at('GET', messages, asToken), 200],
    ['list 500 messages (data subject)', at('GET', messages, asSubject), 200],
    ['count boxes (organization token: 100k)', at('HEAD', '/api/boxes', asToken), 204],
    ['count boxes (staff admin: 100k)', at('HEAD', '/api/boxes', asStaff), 204],
    ['count boxes (data subject: 101)', at('HEAD', '/api/boxes', asSubject), 204],
    [
      'count boxes (token, data_subject filter)',
      at('HEAD', '/api/boxes?data_subject=subject-7@bench.test', asToken),
      204,
    ],
  ];
  const missed: string[] = [];
  for (const [name, request, expectedStatus] of scenarios) {
    const latency = await measureLatency({
      request,
      expectedStatus,
      warmUp: WARM_UP_REQUESTS,
      requests: MEASURED_REQUESTS,
    });
    print(`  ${name.padEnd(44)} ${formatLatency(latency)}`);
    if (latency.p95 >= P95_GOAL_MS) missed.push(name);
  }
  print(`  load average after: ${formatLoad()} (the machine's other work shows in the tail)`);
  print(
    `  goal: p95 < ${P95_GOAL_MS} ms — ${missed.length === 0 ? 'met' : `missed by: ${missed.join('; ')}`}`,
  );
  if (missed.length > 0) await explainQueries(box.id, organization.id);

  const sse = await measureSseDelay({
    port: api.port,
    boxId: box.id,
    publicKey,
    member: subjectSession,
    poster: token,
    clients: SSE_CLIENTS,
    posts: SSE_POSTS,
  });
  print(
    `\nlive stream (SSE over LISTEN/NOTIFY), ${SSE_CLIENTS} clients on one box, ${SSE_POSTS} posts: ` +
      `delay from a post to its delivery p50 ${sse.p50.toFixed(1)} ms, p95 ${sse.p95.toFixed(1)} ms ` +
      `(${sse.samples} deliveries; goal p95 < ${SSE_P95_GOAL_MS} ms — ${sse.p95 < SSE_P95_GOAL_MS ? 'met' : 'missed'})`,
  );
}

/**
 * The same 126 MiB upload through the API with S3_BUCKET (multipart upload to s3rver, in parts),
 * against a bare server that streams the body into one PutObject.
 */
async function benchS3Uploads(options: {
  env: Record<string, string>;
  boxPath: string;
  headers: Record<string, string>;
}): Promise<void> {
  const bucket = 'coffer-bench';
  const s3rver = await startServerProcess('./s3rver-server.ts', { BENCH_BUCKET: bucket });
  started.servers.push(s3rver);
  const s3 = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3rver.port}`,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  // An empty value is unset: the folder and the bucket cannot both be configured.
  const api = await startServerProcess('./box-api-server.ts', {
    ...options.env,
    ...s3,
    FILE_STORAGE_DIR: '',
  });
  started.servers.push(api);
  const raw = await startServerProcess('./raw-s3-upload-server.ts', s3);
  started.servers.push(raw);
  const apiUpload = { port: api.port, path: options.boxPath, headers: options.headers };
  const rawUpload = { port: raw.port, path: '/upload', headers: {} };
  expectStatus(
    await uploadOverHttp({ ...apiUpload, serverPid: api.pid, fileBytes: MIB }),
    201,
    'S3 API warm-up',
  );
  expectStatus(
    await uploadOverHttp({ ...rawUpload, serverPid: raw.pid, fileBytes: MIB }),
    201,
    'raw S3 warm-up',
  );
  const apiRuns: UploadOutcome[] = [];
  const rawRuns: UploadOutcome[] = [];
  for (let run = 0; run < UPLOAD_RUNS; run++) {
    apiRuns.push(
      expectStatus(
        await uploadOverHttp({ ...apiUpload, serverPid: api.pid, fileBytes: FILE_BYTES }),
        201,
        'S3 API',
      ),
    );
    rawRuns.push(
      expectStatus(
        await uploadOverHttp({ ...rawUpload, serverPid: raw.pid, fileBytes: FILE_BYTES }),
        201,
        'raw S3',
      ),
    );
  }
  const apiRate = median(apiRuns.map((run) => FILE_BYTES / MIB / run.seconds));
  const rawRate = median(rawRuns.map((run) => FILE_BYTES / MIB / run.seconds));
  const rssGrowth = Math.max(...apiRuns.map((run) => run.rssGrowthBytes));
  print(
    `  API with S3_BUCKET (multipart upload to s3rver, 5 MiB parts): ${apiRate.toFixed(0)} MiB/s (median)`,
  );
  print(`  raw node:http → one PutObject stream to s3rver: ${rawRate.toFixed(0)} MiB/s (median)`);
  print(
    `  ratio ${(apiRate / rawRate).toFixed(2)}; API server RSS growth ${(rssGrowth / MIB).toFixed(1)} MiB at most`,
  );
}

async function explainQueries(boxId: string, organizationId: string): Promise<void> {
  const db = getDb();
  const plans = {
    'list messages': await db.$queryRaw<{ 'QUERY PLAN': string }[]>`
      EXPLAIN (ANALYZE, BUFFERS)
      SELECT "id", "boxId", "type", "createdAt", "content", "referrerId", "senderIdentityId", "senderOrgId"
      FROM "BoxEvent" WHERE "boxId" = ${boxId}::uuid AND "type" IN ('msg.text', 'msg.file')
      ORDER BY "createdAt" DESC, "id" DESC LIMIT 500 OFFSET 0`,
    'count boxes': await db.$queryRaw<{ 'QUERY PLAN': string }[]>`
      EXPLAIN (ANALYZE, BUFFERS)
      SELECT count(*) FROM (SELECT "id" FROM "Box" WHERE "ownerOrgId" = ${organizationId}::uuid) AS boxes`,
  };
  for (const [name, rows] of Object.entries(plans)) {
    print(`\nEXPLAIN ${name}:`);
    for (const row of rows) print(`  ${row['QUERY PLAN']}`);
  }
}

function withJson(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.set('content-type', 'application/json');
  return copy;
}

function at(method: 'GET' | 'HEAD', path: string, headers: Record<string, string>) {
  return { method, port: apiPort, path, headers };
}

function expectStatus(outcome: UploadOutcome, status: number, what: string): UploadOutcome {
  if (outcome.status !== status) {
    throw new Error(`${what} upload answered ${outcome.status}: ${outcome.body}`);
  }
  return outcome;
}

function formatLoad(): string {
  return `${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (1, 5, 15 min; ${os.availableParallelism()} cores)`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function formatLatency({ p50, p95 }: Latency): string {
  return `p50 ${p50.toFixed(1).padStart(6)}  p95 ${p95.toFixed(1).padStart(6)}`;
}

/** Once, whether the run ends, fails or is interrupted. */
function shutDown(code: number): Promise<never> {
  shuttingDown ??= (async () => {
    clearTimeout(deadline);
    await Promise.allSettled(started.servers.map((server) => server.stop()));
    await getDb()
      .$disconnect()
      .catch(() => undefined);
    await started.database?.stop();
    process.exit(code);
  })();
  return shuttingDown;
}
