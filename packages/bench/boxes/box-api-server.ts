// Child process of the benchmark: Coffer's REST API on a loopback port, served by Coffer's
// own server (createAppServer and serveFetch, as `pnpm start` runs them) without the pages,
// configured by the environment the parent gives: the box operations' own cost is measured.
import { createServer, type AddressInfo } from 'node:net';
import { handleRestRequest } from '@coffer/api';
import { createAppServer, serveFetch } from '@coffer/api/server';
import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';

// The port first: the settings, which the server is made from, need the origin.
const socket = createServer();
await new Promise<void>((resolve) => socket.listen(0, '127.0.0.1', resolve));
const { port } = socket.address() as AddressInfo;
process.env['APP_ORIGIN'] = `http://127.0.0.1:${port}`;
const env = getEnv();
const { server, shutDown } = createAppServer({
  handle: serveFetch(handleRestRequest, env.appOrigin),
  trustedProxies: env.trustedProxies,
  idleTimeoutMs: env.http.idleTimeoutSeconds * 1000,
  maxInFlight: env.http.maxInFlight,
});
await new Promise<void>((resolve) => server.listen(socket, resolve));
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.once('SIGTERM', () => {
  void shutDown(0)
    .then(() => getDb().$disconnect())
    .then(() => process.exit(0));
});
