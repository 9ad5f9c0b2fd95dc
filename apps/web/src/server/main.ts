/**
 * Coffer's HTTP server (ARCHITECTURE.md, "Processes" and "Request path"): a node:http server
 * of our own that serves packages/api's table itself and hands the pages to Next.js through
 * its custom-server API (`next({ dev, dir })`, `getRequestHandler()`). `pnpm start` runs it
 * on the production build and `pnpm dev` with `--dev` (restarted on server code changes),
 * both under with-database.
 */
import { fileURLToPath } from 'node:url';
import { handleHttpRequest, servesPath } from '@coffer/api';
import { createMetricsServer } from '@coffer/api/observability';
import { createAppServer, serveFetch } from '@coffer/api/server';
import { EnvError, getEnv, type Env } from '@coffer/env';
import { dispatch } from './dispatch';
import { listenOnPort } from './listen-on-port';
import { checkMailSetting } from './mail-setting';
import { drainWithin, type ShutdownHooks } from './shutdown-hooks';
import { startUp } from './start-up';

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

// Before listening: the first request finds the own client, the signing keys and the storage
// checked. A storage that cannot be used stops Coffer, naming its setting.
const hooks = await startUp().catch((error: unknown): ShutdownHooks => {
  console.error(`[coffer] ${(error as Error).message}`);
  process.exit(1);
});
const { default: next } = await import('next');
const app = next({ dev, dir: fileURLToPath(new URL('../..', import.meta.url)), port: env.port });
await app.prepare();
const appServer = createAppServer({
  handle: dispatch({
    servesPath,
    api: serveFetch(handleHttpRequest, new URL(env.appOrigin).origin),
    pages: app.getRequestHandler(),
  }),
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
  const cutOff = await drainWithin(graceSeconds * 1000, appServer.shutDown, hooks);
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
