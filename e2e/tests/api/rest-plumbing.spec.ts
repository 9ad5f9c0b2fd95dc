import { expect, test } from '@playwright/test';

test('GET /api/health reports the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});

test('an unknown /api path answers 404 in the contract error shape', async ({ request }) => {
  const response = await request.get('/api/no/such/operation');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    code: 'not_found',
    origin: 'path',
    desc: expect.any(String),
    details: { path: 'not_found' },
  });
});

test('a known path with another method answers 405 with Allow', async ({ request }) => {
  const response = await request.delete('/api/health');
  expect(response.status()).toBe(405);
  expect(response.headers()['allow']).toBe('GET, HEAD');
  expect(await response.json()).toMatchObject({ code: 'method_not_allowed' });
});

test('/api/openapi.json documents the operations', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const document = (await response.json()) as {
    openapi: string;
    info: { version: string };
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  expect(document.openapi).toBe('3.1.0');
  expect(document.info.version).toBe('1');
  expect(document.paths['/health']?.['get']?.operationId).toBe('health.checkHealth');
});

test('tRPC serves the same procedure at /trpc', async ({ request }) => {
  const response = await request.get('/trpc/health.checkHealth');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ result: { data: { status: 'ok', database: 'ok' } } });
});
