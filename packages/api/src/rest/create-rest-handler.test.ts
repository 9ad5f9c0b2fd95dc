import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureOperations } from '../../test/fixture-operations';
import { createRestHandler } from './create-rest-handler';
import { captureLogs } from '@coffer/env/logger';

const handle = createRestHandler(fixtureOperations);
const ID = '7d1d6f5e-2b1c-4e7a-9c3b-5a4f3e2d1c0b';

function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return handle(
    new Request(`http://localhost:3000/api${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('successes', () => {
  it('reads path parameters and answers 200 JSON, never cached', async () => {
    const response = await call('GET', `/items/${ID}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ id: ID, display_name: 'Ada' });
  });

  it('prefers a literal path segment over a parameter', async () => {
    const response = await call('GET', '/items/latest');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ display_name: 'Latest' });
  });

  it('coerces query strings and applies defaults', async () => {
    expect(await (await call('GET', '/items?limit=20')).json()).toEqual([{ offset: 0, limit: 20 }]);
  });

  it('answers 201 for a creation', async () => {
    const response = await call('POST', '/items', { display_name: 'Grace' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ display_name: 'Grace' });
  });

  it('answers 204 with no body for an update', async () => {
    const response = await call('PATCH', `/items/${ID}`, { display_name: 'Grace' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('serves HEAD counts with X-Total-Count exposed to scripts', async () => {
    const response = await call('HEAD', '/items');
    expect(response.status).toBe(204);
    expect(response.headers.get('x-total-count')).toBe('42');
    expect(response.headers.get('access-control-expose-headers')).toBe('X-Total-Count');
    expect(await response.text()).toBe('');
  });

  it('reads declared query keys on a PUT', async () => {
    const response = await call('PUT', `/items/${ID}/acknowledgement?ids=1,2`);
    expect(response.status).toBe(204);
    expect(response.headers.get('x-seen-ids')).toBe('1,2');
  });
});

describe('refusals in the contract error shape', () => {
  it('404 for an unknown path', async () => {
    const response = await call('GET', '/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'not_found',
      origin: 'path',
      desc: 'no operation at /api/nothing/here',
      details: { path: 'not_found' },
    });
  });

  it('405 with Allow for a method the path does not have', async () => {
    const response = await call('DELETE', `/items/${ID}`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PATCH, HEAD');
    expect(await response.json()).toMatchObject({ code: 'method_not_allowed' });
  });

  it('reads the body keys a DELETE lists, and its other keys from the query', async () => {
    const path = `/items/${ID}/archive`;
    const archived = await call('DELETE', `${path}?note=old`, { confirmation: 'archive' });
    expect(archived.status).toBe(204);
    expect(archived.headers.get('x-note')).toBe('old');
    const unconfirmed = await call('DELETE', path);
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({
      origin: 'body',
      details: { confirmation: 'required' },
    });
    const inQuery = await call('DELETE', `${path}?confirmation=archive`);
    expect(inQuery.status).toBe(400);
    expect(await inQuery.json()).toMatchObject({ details: { confirmation: 'forbidden' } });
  });

  it('400 origin path for a malformed id', async () => {
    const response = await call('GET', '/items/not-a-uuid');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'bad_request',
      origin: 'path',
      desc: expect.any(String),
      details: { id: 'malformed' },
    });
  });

  it('400 origin query for a negative or non-integer limit', async () => {
    for (const limit of ['-1', '2.5', 'many']) {
      const response = await call('GET', `/items?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        origin: 'query',
        details: { limit: expect.any(String) },
      });
    }
  });

  it('400 origin query for an unknown query parameter', async () => {
    const response = await call('GET', '/items?limits=5');
    expect(await response.json()).toMatchObject({
      code: 'bad_request',
      origin: 'query',
      details: { limits: 'forbidden' },
    });
  });

  it('400 required / too_large / forbidden with snake_case body field names', async () => {
    const missing = await call('POST', '/items', {});
    expect(await missing.json()).toMatchObject({
      origin: 'body',
      details: { display_name: 'required' },
    });

    const wrongType = await call('POST', '/items', { display_name: 42 });
    expect(await wrongType.json()).toMatchObject({ details: { display_name: 'malformed' } });

    const tooLong = await call('POST', '/items', { display_name: 'x'.repeat(255) });
    expect(await tooLong.json()).toMatchObject({ details: { display_name: 'too_large' } });

    const extra = await call('PATCH', `/items/${ID}`, { display_name: 'A', account_id: ID });
    expect(extra.status).toBe(400);
    expect(await extra.json()).toMatchObject({
      origin: 'body',
      details: { account_id: 'forbidden' },
    });
  });

  it('400 when a body repeats a path parameter', async () => {
    const response = await call('PATCH', `/items/${ID}`, { id: ID });
    expect(await response.json()).toMatchObject({ origin: 'body', details: { id: 'forbidden' } });
  });

  it('400 for a body that is not JSON, not an object, or not declared as JSON', async () => {
    const broken = await call('POST', '/items', '{"display_name":');
    expect(await broken.json()).toMatchObject({ origin: 'body', details: { body: 'malformed' } });

    const array = await call('POST', '/items', '[1]');
    expect(await array.json()).toMatchObject({ origin: 'body', details: { body: 'malformed' } });

    const text = await call('POST', '/items', undefined);
    expect(text.status).toBe(400);

    const form = await handle(
      new Request('http://localhost:3000/api/items', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{"display_name":"A"}',
      }),
    );
    expect(await form.json()).toMatchObject({
      origin: 'headers',
      details: { 'content-type': 'invalid' },
    });
  });

  it('413 for a JSON body over 1 MiB', async () => {
    const response = await call('POST', '/items', { display_name: 'x'.repeat(1024 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'request_entity_too_large',
      details: { body: 'too_large' },
    });
  });

  it('passes domain errors through with their status, origin and details', async () => {
    const response = await call('GET', '/conflict');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: 'conflict',
      origin: 'path',
      desc: 'no avatar is set',
      details: { avatar: 'not_found' },
    });
  });

  it('masks unexpected failures as 500 without internal text', async () => {
    const logs = captureLogs();
    const response = await call('GET', '/crash');
    logs.stop();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      code: 'internal',
      origin: 'not_defined',
      desc: 'internal error',
      details: {},
    });
    expect(text).not.toContain('10.0.0.5');
    // The operator gets the cause, as one JSON line.
    expect(JSON.parse(logs.text())).toMatchObject({ level: 50, scope: 'api', code: 'internal' });
  });

  it('treats an output that breaks its own schema as our failure (500), not the caller’s', async () => {
    const response = await call('GET', '/bad-output');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'internal' });
  });

  it('HEAD errors carry the status and no body', async () => {
    const response = await call('HEAD', '/nowhere');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });
});

describe('the table', () => {
  it('refuses, at start, two operations at one address: one of them could never be called', () => {
    const { get } = fixtureOperations.items;
    expect(() => createRestHandler({ items: { get, again: get } })).toThrow(
      'two operations answer GET /items/{id}',
    );
  });
});
