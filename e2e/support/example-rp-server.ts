/**
 * The example RP for the e2e run, as an operator would set it up: an ES256 key pair made
 * here, its public half registered with the running Coffer (`pnpm cli client create`,
 * docs/operations.md, sharing the e2e server's embedded PostgreSQL through COFFER_HOME), then
 * `next start` with the client id and the private key in its environment.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createRelyingPartyKey } from '@coffer/api/test-relying-party';
import { waitUntilReady } from '../../packages/db/test/spawn-coffer';
import { APP_ORIGIN } from './e2e-settings';
import { EXAMPLE_RP_NAME, EXAMPLE_RP_ORIGIN, EXAMPLE_RP_PORT } from './example-rp-settings';
import { registerClientWithCli } from './relying-party';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

// Playwright starts its web servers in order; this still waits in case Coffer is slow.
await waitUntilReady(APP_ORIGIN);
const key = await createRelyingPartyKey();
const clientId = await registerClientWithCli(EXAMPLE_RP_NAME, key.jwks, [
  ...['--redirect-uri', `${EXAMPLE_RP_ORIGIN}/api/auth/callback/coffer`],
  ...['--post-logout-redirect-uri', `${EXAMPLE_RP_ORIGIN}/`],
  // Reached on loopback: the e2e Coffer runs with WEBHOOK_PRIVATE_NETWORKS=allow.
  ...['--backchannel-logout-uri', `${EXAMPLE_RP_ORIGIN}/api/backchannel-logout`],
  ...['--tos-uri', `${EXAMPLE_RP_ORIGIN}/terms`],
  ...['--policy-uri', `${EXAMPLE_RP_ORIGIN}/privacy`],
]);
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
    EXAMPLE_RP_PRIVATE_JWK: JSON.stringify(key.privateJwk),
    NEXTAUTH_URL: EXAMPLE_RP_ORIGIN,
    NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
