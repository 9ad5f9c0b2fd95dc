import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { handleHttpRequest, servesPath } from '@coffer/api';
import { dispatch } from './dispatch';
import { serveFetch } from '@coffer/api/server';

// Next.js's request handler stood in by one that records what reached it.
const reachedPages: string[] = [];
const handle = dispatch({
  servesPath,
  api: serveFetch(handleHttpRequest, 'http://coffer.test'),
  pages: async (request, response) => {
    reachedPages.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>');
  },
});
const server = createServer((request, response) => void handle(request, response));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function call(path: string, method = 'GET') {
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    httpRequest({ host: '127.0.0.1', port, path, method, agent: false }, resolve)
      .on('error', reject)
      .end(),
  );
  let body = '';
  for await (const chunk of response) body += String(chunk);
  return { status: response.statusCode, headers: response.headers, body };
}

describe('the dispatch', () => {
  it('sends the API, tRPC, OAuth and discovery paths to packages/api, never to Next.js', async () => {
    reachedPages.length = 0;
    expect((await call('/api/health/live')).status).toBe(200);
    const openApi = await call('/api/openapi.json');
    expect(JSON.parse(openApi.body)).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
    const discovery = await call('/.well-known/openid-configuration');
    expect(JSON.parse(discovery.body)).toHaveProperty('issuer');
    expect((await call('/trpc/health.checkLiveness')).status).toBe(200);
    expect((await call('/oauth2/token', 'GET')).status).toBe(405);
    expect(reachedPages).toEqual([]);
  });

  it('answers an unknown path under the API or OAuth in the contract error shape', async () => {
    for (const path of ['/api/no-such-thing', '/api', '/oauth2/nothing', '/.well-known/nothing']) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(response.body), path).toMatchObject({
        code: 'not_found',
        origin: 'path',
        details: { path: 'not_found' },
      });
    }
    const wrongMethod = await call('/oauth2/token', 'GET');
    expect(wrongMethod.headers['allow']).toBe('POST');
    expect(JSON.parse(wrongMethod.body)).toMatchObject({ code: 'method_not_allowed' });
    expect(reachedPages).toEqual([]);
  });

  it('sends every other path to Next.js: pages, their assets, the pages beside the sign-in', async () => {
    reachedPages.length = 0;
    for (const path of ['/', '/boxes/abc?tab=files', '/auth/reproved', '/_next/static/x.js']) {
      expect((await call(path)).body).toBe('<p>page</p>');
    }
    expect(reachedPages).toEqual([
      '/',
      '/boxes/abc?tab=files',
      '/auth/reproved',
      '/_next/static/x.js',
    ]);
  });
});
