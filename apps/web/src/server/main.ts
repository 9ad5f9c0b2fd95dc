/**
 * Coffer's HTTP server: Next.js through its custom-server API (`next({ dev, dir })`,
 * `getRequestHandler()`) behind a node:http server of our own, which `next start` cannot
 * be told to be (ARCHITECTURE.md, "Processes"). `pnpm start` runs it on the production
 * build and `pnpm dev` with `--dev`, both under with-database.
 */
import { fileURLToPath } from 'node:url';
import { createMetricsServer } from '@coffer/api/observability';
import { EnvError, getEnv, type Env } from '@coffer/env';
import { createAppServer } from './create-app-server';
import { listenOnPort } from './listen-on-port';
import { checkMailSetting } from './mail-setting';
import { drainWithin } from './shutdown-hooks';

const dev = process.argv.includes('--dev');
// As `next start` and `next dev` do before loading Next.js, whose modules and React pick
// their production or development code from it (Next types it read-only for apps).
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' });
const env = readEnvOrExit();
const mail = checkMailSetting(env);
if (mail.refusal) {
  console.error(`[coffer] ${mail.refusal}`);
  process.exit(1);
}
if (mail.warning) console.error(`[coffer] ${mail.warning}`);

const { default: next } = await import('next');
const app = next({ dev, dir: fileURLToPath(new URL('../..', import.meta.url)), port: env.port });
await app.prepare();
const appServer = createAppServer({
  handle: app.getRequestHandler(),
  trustedProxies: env.trustedProxies,
  idleTimeoutMs: env.http.idleTimeoutSeconds * 1000,
  maxInFlight: env.http.maxInFlight,
});
try {
  await listenOnPort(appServer.server, env.port);
} catch (error) {
  console.error(`[coffer] ${(error as Error).message}`);
  await app.close();
  process.exit(1);
}
console.error(`[coffer] listening on port ${env.port} (${dev ? 'development' : 'production'})`);
const metricsServer = env.metrics === undefined ? undefined : createMetricsServer();
if (metricsServer && env.metrics !== undefined) {
  const { port, host } = env.metrics;
  try {
    await listenOnPort(metricsServer, port, {
      setting: 'METRICS_PORT',
      host: { address: host, setting: 'METRICS_HOST' },
    });
  } catch (error) {
    console.error(`[coffer] metrics: ${(error as Error).message}`);
    appServer.server.close();
    await app.close();
    process.exit(1);
  }
  console.error(`[coffer] metrics on ${host} port ${port} (GET /metrics)`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // One Ctrl-C arrives twice: from the terminal and again from with-database.
    if (stopping) return;
    stopping = true;
    void stop(signal);
  });
}

/**
 * Drains, then exits 0: with-database stops the database only after this process is gone,
 * so the requests in flight keep their database to the end.
 */
async function stop(signal: NodeJS.Signals): Promise<void> {
  const graceSeconds = env.http.shutdownGraceSeconds;
  console.error(
    `[coffer] ${signal}: no new connections; requests in flight have ${graceSeconds} s to finish`,
  );
  metricsServer?.close();
  const cutOff = await drainWithin(graceSeconds * 1000, appServer.shutDown);
  if (cutOff > 0) console.error(`[coffer] ${cutOff} request(s) still running were cut off`);
  await app.close();
  process.exit(0);
}

function readEnvOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
