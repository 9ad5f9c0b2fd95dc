/**
 * The whole HTTP surface (OIDC endpoints, /api, /trpc) on a real loopback port, served from
 * the same route table as the Next.js app, for relying-party libraries to talk to.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import { ensureOwnClient, ensureSigningKeys } from '@coffer/domain/oidc';
import { getEnv } from '@coffer/env';
import { clientIpStamper } from '../src/auth/stamp-client-ip';
import { handleHttpRequest } from '../src/http-routes';
import { observeRequests } from '../src/observability/observe-requests';
import { NATIVE_FETCH_API } from './native-fetch-api';

export type TestServer = { origin: string; close: () => Promise<void> };

/**
 * Call before anything reads the environment: the issuer (APP_ORIGIN) is the server's own
 * origin, known only once a port is chosen.
 */
export async function startTestServer(options: { observe?: boolean } = {}): Promise<TestServer> {
  const adapter = createServerAdapter(handleHttpRequest, { fetchAPI: NATIVE_FETCH_API });
  // As Coffer's server logs and measures requests (create-app-server.ts), when asked.
  const handle = options.observe
    ? observeRequests(async (request, response) => {
        await adapter(request, response);
      })
    : adapter;
  // Made at the first request: the environment may be read only once APP_ORIGIN is set below.
  let stampClientIp: ((request: IncomingMessage) => void) | undefined;
  const server: Server = createServer((request, response) => {
    stampClientIp ??= clientIpStamper(getEnv().trustedProxies);
    stampClientIp(request);
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env['APP_ORIGIN'] = origin;
  // As at Coffer's start (apps/web/src/server/start-up.ts).
  await ensureOwnClient();
  await ensureSigningKeys();
  return {
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
