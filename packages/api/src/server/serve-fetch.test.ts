import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '@coffer/env/logger';
import { readBoundedText } from '../http/read-bounded-text';
import { bodyStream } from '../http/socket-request';
import { WholeResponse } from '../http/whole-response';
import { serveFetch, type FetchHandler } from './serve-fetch';

const ORIGIN = 'https://coffer.example';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** `handler` through the adapter on a loopback port; resolves with the server's requests. */
async function serve(handler: FetchHandler) {
  const handle = serveFetch(handler, ORIGIN);
  const received: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    received.push(request);
    void handle(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, received };
}

function get(port: number, path: string, method = 'GET'): Promise<IncomingMessage> {
  return new Promise((resolve, reject) =>
    httpRequest({ host: '127.0.0.1', port, path, method, agent: false }, resolve)
      .on('error', reject)
      .end(),
  );
}

async function text(response: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of response) body += String(chunk);
  return body;
}

describe('serveFetch', () => {
  it('hands the handler the path and query on the public origin, never the Host header', async () => {
    const { port } = await serve((request) => new Response(request.url));
    expect(await text(await get(port, '/api/boxes?limit=2'))).toBe(`${ORIGIN}/api/boxes?limit=2`);
    expect(await text(await get(port, '//evil.example/api'))).toBe(`${ORIGIN}//evil.example/api`);
  });

  it('sends a download with the Content-Length it declares, not chunked', async () => {
    const { port } = await serve(() => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode('hello '));
          await sleep(10);
          controller.enqueue(new TextEncoder().encode('world'));
          controller.close();
        },
      });
      return new Response(body, {
        headers: { 'content-type': 'application/octet-stream', 'content-length': '11' },
      });
    });
    const response = await get(port, '/download');
    expect(response.headers['content-length']).toBe('11');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(await text(response)).toBe('hello world');
  });

  it('sends a body made whole (JSON, an error) with its length, not chunked', async () => {
    const { port } = await serve(() => Response.json({ issuer: ORIGIN }, { status: 201 }));
    const response = await get(port, '/.well-known/openid-configuration');
    const body = JSON.stringify({ issuer: ORIGIN });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(await text(response)).toBe(body);
  });

  it('sends a whole answer with its length and headers, and none of its body to HEAD', async () => {
    const body = JSON.stringify({ issuer: ORIGIN });
    const { port } = await serve(
      () =>
        new WholeResponse(body, {
          status: 201,
          headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        }),
    );
    const response = await get(port, '/api/boxes');
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(await text(response)).toBe(body);
    const head = await get(port, '/api/boxes', 'HEAD');
    expect(head.headers['content-type']).toBe('application/json');
    expect(await text(head)).toBe('');
  });

  it('writes a streamed body of several chunks as they come, chunked when no length is known', async () => {
    const { port } = await serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              for (const part of ['a', 'b', 'c'])
                controller.enqueue(new TextEncoder().encode(part));
              controller.close();
            },
          }),
        ),
    );
    const response = await get(port, '/stream');
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(await text(response)).toBe('abc');
  });

  it('keeps every Set-Cookie apart and sends no body to HEAD', async () => {
    const { port } = await serve(() => {
      const headers = new Headers({ 'content-type': 'text/plain' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response('body', { headers });
    });
    const response = await get(port, '/', 'HEAD');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await text(response)).toBe('');
  });

  it('streams an upload through a bounded window: an unread body pauses the socket', async () => {
    const SIZE = 64 * 1024 * 1024;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { port, received } = await serve(async (request) => {
      await released;
      let bytes = 0;
      for await (const chunk of request.body!) bytes += chunk.byteLength;
      return Response.json({ bytes }, { status: 201 });
    });
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/upload',
      agent: false,
      headers: { 'content-length': String(SIZE) },
    });
    const answered = new Promise<IncomingMessage>((resolve) => upload.on('response', resolve));
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const sending = (async () => {
      for (let sent = 0; sent < SIZE; sent += chunk.length) {
        if (!upload.write(chunk)) await new Promise((resolve) => upload.once('drain', resolve));
      }
      upload.end();
    })();
    await sleep(500);
    // What the socket let in while the handler read nothing: a window and the kernel's
    // buffers, not the body.
    expect(received[0]!.socket.bytesRead).toBeLessThan(16 * 1024 * 1024);
    release();
    await sending;
    const response = await answered;
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(await text(response))).toEqual({ bytes: SIZE });
  });

  it('hands a streaming reader the socket itself, untouched until it reads', async () => {
    const { port, received } = await serve(async (request) => {
      // Time for a body read ahead of the handler to show: none may be.
      await sleep(50);
      const body = bodyStream(request)!;
      // No web stream in between (multipart, JSON and forms read it so).
      expect(body).toBe(received[0]);
      let bytes = 0;
      for await (const chunk of body) bytes += (chunk as Buffer).byteLength;
      return Response.json({ bytes }, { status: 201 });
    });
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/',
      agent: false,
    });
    const answered = new Promise<IncomingMessage>((resolve) => upload.on('response', resolve));
    upload.end(Buffer.alloc(256 * 1024, 3));
    const response = await answered;
    expect(JSON.parse(await text(response))).toEqual({ bytes: 256 * 1024 });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a text body past its limit at once, and drains the rest to answer a client still sending', async () => {
    const { port } = await serve(async (request) => {
      try {
        return new Response(await readBoundedText(request, 1024, () => new Error('too large')));
      } catch (error) {
        return Response.json({ refused: (error as Error).message }, { status: 413 });
      }
    });
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/',
      agent: false,
    });
    const answered = new Promise<IncomingMessage>((resolve) => upload.on('response', resolve));
    upload.write(Buffer.alloc(4096, 1));
    const response = await answered;
    // The answer came while the body was still open; the rest is let through unread.
    upload.end(Buffer.alloc(64 * 1024, 2));
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(await text(response))).toEqual({ refused: 'too large' });
  });

  it('drains a body its handler gave up on: the rest arrives after the cancel, the answer too', async () => {
    let cancelled!: () => void;
    const gaveUp = new Promise<void>((resolve) => (cancelled = resolve));
    const { port } = await serve(async (request) => {
      const reader = request.body!.getReader();
      await reader.read();
      await reader.cancel();
      cancelled();
      return Response.json({ refused: true }, { status: 400 });
    });
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/',
      agent: false,
    });
    const answered = new Promise<IncomingMessage>((resolve) => upload.on('response', resolve));
    upload.write(Buffer.alloc(1024, 1));
    await gaveUp;
    // The rest of the body, and its end, come after the reader cancelled.
    upload.end(Buffer.alloc(1024, 2));
    const response = await answered;
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(await text(response))).toEqual({ refused: true });
    await new Promise((resolve) => setImmediate(resolve));
  });

  it('sends each event of an event stream at once', async () => {
    let push!: (event: string) => void;
    const { port } = await serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (event) => controller.enqueue(new TextEncoder().encode(event));
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    // The headers arrive before any event.
    const response = await get(port, '/api/boxes/events/stream');
    expect(response.headers['content-type']).toBe('text/event-stream');
    const chunks = response[Symbol.asyncIterator]();
    push('data: one\n\n');
    expect(String((await chunks.next()).value)).toBe('data: one\n\n');
    push('data: two\n\n');
    expect(String((await chunks.next()).value)).toBe('data: two\n\n');
    response.destroy();
  });

  it('ends an event stream when its client leaves: the signal aborts, the body is cancelled', async () => {
    let cancelled!: () => void;
    const cancel = new Promise<void>((resolve) => (cancelled = resolve));
    let signal!: AbortSignal;
    const { port } = await serve((request) => {
      signal = request.signal;
      return new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(': connected\n\n'));
          },
          cancel: () => cancelled(),
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    });
    const response = await get(port, '/api/boxes/events/stream');
    await response[Symbol.asyncIterator]().next();
    expect(signal.aborted).toBe(false);
    response.destroy();
    await cancel;
    expect(signal.aborted).toBe(true);
  });

  it('answers 500 in the contract shape when the handler throws, and logs the cause', async () => {
    const logs = captureLogs();
    const { port } = await serve(() => {
      throw new Error('boom');
    });
    const response = await get(port, '/api/anything');
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(await text(response))).toMatchObject({ code: 'internal' });
    logs.stop();
    expect(logs.text()).toContain('boom');
  });
});
