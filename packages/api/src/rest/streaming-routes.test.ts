import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDirectoryStorage } from '@coffer/domain/storage';
import { fixtureOperations } from '../../test/fixture-operations';
import { fixtureStreamingRoutes } from '../../test/fixture-streaming-routes';
import { createRestHandler } from './create-rest-handler';
import { buildOpenApiDocument } from './openapi-document';
import { captureLogs } from '@coffer/env/logger';

const ID = '7d1d6f5e-2b1c-4e7a-9c3b-5a4f3e2d1c0b';
let root: string;
let handle: ReturnType<typeof createRestHandler>;
let routes: ReturnType<typeof fixtureStreamingRoutes>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'coffer-streaming-'));
  routes = fixtureStreamingRoutes(createDirectoryStorage(root));
  handle = createRestHandler({ ...fixtureOperations, things: routes });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function upload(form: FormData, id = ID) {
  return handle(
    new Request(`http://localhost:3000/api/things/${id}/files`, { method: 'POST', body: form }),
  );
}

function form(parts: Record<string, string | Blob>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value instanceof Blob) body.append(name, value, 'x.bin');
    else body.append(name, value);
  }
  return body;
}

async function storedBlobs() {
  const files = await readdir(path.join(root, 'files')).catch(() => []);
  const temporary = await readdir(path.join(root, '.tmp')).catch(() => []);
  return { files: files.length, temporary: temporary.length };
}

describe('streaming routes', () => {
  it('stores an upload, answers JSON, and downloads it with Content-Length', async () => {
    const response = await upload(form({ file: new Blob(['0123456789']), note: 'hi' }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { key: string; size: number; note: string };
    expect(body).toMatchObject({ size: 10, note: 'hi' });
    const download = await handle(new Request(`http://localhost:3000/api/${body.key}`));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe('10');
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(await download.text()).toBe('0123456789');
  });

  it('answers 413 one byte over the limit and keeps nothing', async () => {
    const before = await storedBlobs();
    const response = await upload(form({ file: new Blob(['0123456789A']) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'request_entity_too_large',
      details: { file: 'too_large' },
    });
    expect(await storedBlobs()).toEqual({ ...before, temporary: 0 });
  });

  it('refuses a missing file, an unexpected part (discarding the stored file), and a non-multipart body', async () => {
    const missing = await upload(form({ note: 'no file' }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ details: { file: 'required' } });

    const before = await storedBlobs();
    const extra = await upload(form({ file: new Blob(['1']), other: 'x' }));
    expect(extra.status).toBe(400);
    expect(await extra.json()).toMatchObject({ details: { other: 'forbidden' } });
    expect(await storedBlobs()).toEqual(before);

    const twoFiles = new FormData();
    twoFiles.append('file', new Blob(['1']), 'a.bin');
    twoFiles.append('file', new Blob(['2']), 'b.bin');
    const duplicate = await upload(twoFiles);
    expect(duplicate.status).toBe(400);
    expect(await storedBlobs()).toEqual(before);

    const json = await handle(
      new Request(`http://localhost:3000/api/things/${ID}/files`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(await json.json()).toMatchObject({
      origin: 'headers',
      details: { 'content-type': 'invalid' },
    });
  });

  it('answers a body cut off by the client with a quiet 400 and keeps nothing', async () => {
    const before = await storedBlobs();
    const logs = captureLogs();
    const boundary = 'cut-off';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="x.bin"\r\n\r\n01234`;
    let sent = false;
    // What Node's request stream does when the connection closes mid-body.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        else controller.enqueue(new TextEncoder().encode(head));
        sent = true;
      },
    });
    const response = await handle(
      new Request(`http://localhost:3000/api/things/${ID}/files`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ details: { file: 'malformed' } });
    logs.stop();
    // The client's doing, not a server fault: nothing is logged.
    expect(logs.text()).toBe('');
    expect(await storedBlobs()).toEqual({ ...before, temporary: 0 });
  });

  it('validates path parameters before running the handler', async () => {
    const response = await upload(form({ file: new Blob(['1']) }), 'nope');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ origin: 'path', details: { id: 'malformed' } });
  });

  it('documents multipart bodies and binary answers', () => {
    const document = buildOpenApiDocument(
      { ...fixtureOperations, things: routes },
      'http://localhost:3000',
    );
    expect(document.paths['/things/{id}/files']?.['post']).toMatchObject({
      operationId: 'things.upload',
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: {
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      },
      responses: { '201': { content: { 'application/json': expect.any(Object) } } },
    });
    expect(document.paths['/files/{key}']?.['get']).toMatchObject({
      responses: {
        '200': { content: { 'application/octet-stream': { schema: { format: 'binary' } } } },
      },
    });
  });
});
