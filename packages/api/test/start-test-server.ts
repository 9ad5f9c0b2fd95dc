/**
 * The whole HTTP surface (OIDC endpoints, /api, /trpc) on a real loopback port, for
 * relying-party libraries, SDKs and browsers to talk to: Coffer's own server
 * (createAppServer and serveFetch, as `pnpm start` runs them), without the pages.
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ensureOwnClient, ensureSigningKeys } from '@coffer/domain/oidc';
import { getEnv } from '@coffer/env';
import { handleHttpRequest } from '../src/http-routes';
import { createAppServer } from '../src/server/create-app-server';
import { serveFetch, type FetchHandler } from '../src/server/serve-fetch';

export type TestServer = { origin: string; close: () => Promise<void> };

/**
 * Call before anything reads the environment: the issuer (APP_ORIGIN) is the server's own
 * origin, known only once a port is chosen. `handler` is the whole table by default.
 * Each request is logged as in production only with `observe` (one test reads those lines):
 * otherwise the log says warnings and errors only. `issuer` makes it another process behind
 * that issuer (as replicas behind one address are), rather than an issuer of its own.
 */
export async function startTestServer(
  options: { observe?: boolean; handler?: FetchHandler; issuer?: string } = {},
): Promise<TestServer> {
  // The port first: the settings, which the server is made from, need the origin.
  const socket: Server = createServer();
  await new Promise<void>((resolve) => socket.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(socket.address() as AddressInfo).port}`;
  process.env['APP_ORIGIN'] = options.issuer ?? origin;
  if (!options.observe) process.env['LOG_LEVEL'] ??= 'warn';
  const env = getEnv();
  const { server, shutDown } = createAppServer({
    handle: serveFetch(options.handler ?? handleHttpRequest, origin),
    trustedProxies: env.trustedProxies,
    idleTimeoutMs: env.http.idleTimeoutSeconds * 1000,
    maxInFlight: env.http.maxInFlight,
  });
  // node:http takes over the listening socket (server.listen(handle)).
  await new Promise<void>((resolve) => server.listen(socket, resolve));
  // As at Coffer's start (apps/web/src/server/start-up.ts), for the table's OIDC endpoints.
  if (!options.handler) {
    await ensureOwnClient();
    await ensureSigningKeys();
  }
  return {
    origin,
    close: async () => {
      await shutDown(0);
      socket.close();
    },
  };
}
