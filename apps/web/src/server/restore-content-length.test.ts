import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DECLARED_LENGTH_HEADER } from '@coffer/api/declared-length';
import { createAppServer } from './create-app-server';

// As Next.js answers a route handler's stream: its headers appended, Content-Length dropped,
// the body piped in pieces.
const app = createAppServer({
  handle: async (_request, response) => {
    response.appendHeader('content-type', 'application/octet-stream');
    response.appendHeader(DECLARED_LENGTH_HEADER, '11');
    response.write('hello ');
    await new Promise((resolve) => setTimeout(resolve, 10));
    response.end('world');
  },
  trustedProxies: { hops: 0, cidrs: [] },
  idleTimeoutMs: 60_000,
  maxInFlight: 100,
});
await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => app.server.close(resolve)));

describe('a streamed answer that declared its length', () => {
  it('goes out with Content-Length, not chunked, and without the declaring header', async () => {
    const { port } = app.server.address() as AddressInfo;
    const response = await new Promise<IncomingMessage>((resolve) =>
      httpRequest({ host: '127.0.0.1', port, path: '/download' }, resolve).end(),
    );
    let body = '';
    for await (const chunk of response) body += String(chunk);
    expect(body).toBe('hello world');
    expect(response.headers['content-length']).toBe('11');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.headers[DECLARED_LENGTH_HEADER]).toBeUndefined();
  });
});
