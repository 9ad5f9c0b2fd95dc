/**
 * The example RP for the e2e run, as an operator would set it up: an ES256 key pair made
 * here, its public half registered with the running Coffer (`pnpm cli client create`,
 * contract §11, sharing the e2e server's embedded PostgreSQL through COFFER_HOME), then
 * `next start` with the client id and the private key in its environment.
 */
import { execFile, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { APP_ORIGIN, APP_SERVER_ENV } from './e2e-settings';
import { EXAMPLE_RP_NAME, EXAMPLE_RP_ORIGIN, EXAMPLE_RP_PORT } from './example-rp-settings';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

await waitForCoffer();
const kid = randomUUID();
const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const clientId = await registerClient({
  keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' }],
});
console.error(`[example-rp] registered with Coffer as client ${clientId}`);

const server = spawn('pnpm', ['--filter', '@coffer/example-rp', 'exec', 'next', 'start'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(EXAMPLE_RP_PORT),
    NEXT_TELEMETRY_DISABLED: '1',
    COFFER_ISSUER: APP_ORIGIN,
    EXAMPLE_RP_CLIENT_ID: clientId,
    EXAMPLE_RP_PRIVATE_JWK: JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid }),
    NEXTAUTH_URL: EXAMPLE_RP_ORIGIN,
    NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/** Playwright starts its web servers in order; this still waits in case Coffer is slow. */
async function waitForCoffer() {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${APP_ORIGIN}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`Coffer did not answer at ${APP_ORIGIN}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function registerClient(jwks: object): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'coffer-e2e-example-rp-'));
  try {
    const jwksFile = path.join(folder, 'jwks.json');
    await writeFile(jwksFile, JSON.stringify(jwks));
    const { stdout } = await promisify(execFile)(
      'pnpm',
      [
        ...['-s', 'cli', 'client', 'create', '--name', EXAMPLE_RP_NAME, '--jwks', jwksFile],
        ...['--redirect-uri', `${EXAMPLE_RP_ORIGIN}/api/auth/callback/coffer`],
        ...['--post-logout-redirect-uri', `${EXAMPLE_RP_ORIGIN}/`],
        ...['--tos-uri', `${EXAMPLE_RP_ORIGIN}/terms`],
        ...['--policy-uri', `${EXAMPLE_RP_ORIGIN}/privacy`],
      ],
      { cwd: REPO_ROOT, env: { ...process.env, ...APP_SERVER_ENV } },
    );
    return (JSON.parse(stdout) as { id: string }).id;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
