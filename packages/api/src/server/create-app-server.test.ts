import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../auth/stamp-client-ip';
import { createAppServer, type AppServer, type AppServerOptions } from './create-app-server';

const started: AppServer[] = [];
afterEach(async () => {
  for (const app of started.splice(0)) {
    app.server.closeAllConnections();
    await new Promise((resolve) => app.server.close(resolve));
  }
});

/** Answers 201 with the client address and the number of body bytes, once the body is in. */
const countBody: AppServerOptions['handle'] = async (request, response) => {
  let bytes = 0;
  try {
    for await (const chunk of request) bytes += (chunk as Buffer).length;
  } catch {
    return; // The client is gone: nobody to answer.
  }
  response.writeHead(201, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ bytes, clientIp: request.headers[CLIENT_IP_HEADER] }));
};

async function start(
  options: Partial<AppServerOptions> = {},
): Promise<AppServer & { port: number }> {
  const app = createAppServer({
    handle: countBody,
    trustedProxies: { hops: 0, cidrs: [] },
    idleTimeoutMs: 60_000,
    maxInFlight: 100,
    ...options,
  });
  started.push(app);
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return { ...app, port: (app.server.address() as AddressInfo).port };
}

type Outcome = { status: number; body: string } | { error: string };

/**
 * A POST whose body (`size` bytes) is sent one byte every `everyMs`, stopping after
 * `stopAfter` bytes when given (a stalled client).
 */
function slowPost(
  port: number,
  options: { size: number; everyMs: number; stopAfter?: number; agent?: Agent },
): { outcome: Promise<Outcome>; sent: () => number } {
  let sent = 0;
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/upload',
    agent: options.agent ?? false,
    headers: { 'content-length': String(options.size), 'x-forwarded-for': '203.0.113.9' },
  });
  const outcome = new Promise<Outcome>((resolve) => {
    request.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? '' }));
    request.on('response', (response: IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  const timer = setInterval(() => {
    if (sent === (options.stopAfter ?? options.size) || request.destroyed) {
      clearInterval(timer);
      if (sent === options.size) request.end();
      return;
    }
    request.write('x');
    sent += 1;
  }, options.everyMs);
  return { outcome, sent: () => sent };
}

describe('createAppServer', () => {
  it('hands the app the TCP peer as the client address, not what the client claims', async () => {
    const { port } = await start();
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.9', [CLIENT_IP_HEADER]: '203.0.113.10' },
      body: 'abc',
    });
    expect(await response.json()).toEqual({ bytes: 3, clientIp: '127.0.0.1' });
  });

  it('sets the security headers on every answer, and the fallback policy outside /api', async () => {
    // What Next.js does with a header already on the response: it keeps it (send-response).
    const { port } = await start({
      handle: async (_request, response) => {
        response.end('ok');
      },
    });
    for (const path of ['/', '/oauth2/token', '/_next/static/chunk.js', '/api/health']) {
      const { headers } = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(Object.fromEntries(headers)).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
        'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      });
      expect([path, headers.get('content-security-policy')]).toEqual([
        path,
        path.startsWith('/api/') ? null : "frame-ancestors 'none'",
      ]);
    }
  });

  it('puts no cap on the length of a request, only on silence', async () => {
    const { port, server } = await start({ idleTimeoutMs: 400 });
    // Node's default would end any request after 300 s, however steadily it sends.
    expect(server.requestTimeout).toBe(0);
    const started = Date.now();
    const upload = slowPost(port, { size: 12, everyMs: 150 });
    expect(await upload.outcome).toEqual({
      status: 201,
      body: '{"bytes":12,"clientIp":"127.0.0.1"}',
    });
    expect(Date.now() - started).toBeGreaterThan(3 * 400);
  });

  it('closes a connection that stays silent for the idle timeout', async () => {
    const { port } = await start({ idleTimeoutMs: 300 });
    const started = Date.now();
    const stalled = slowPost(port, { size: 100, everyMs: 20, stopAfter: 5 });
    expect(await stalled.outcome).toEqual({ error: 'ECONNRESET' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('on shutdown: refuses new connections and new requests, finishes those in flight', async () => {
    const app = await start({ handle: streamOrCountBody });
    const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const download = requestVia(keptAlive, app.port, '/stream');
    const upload = slowPost(app.port, { size: 10, everyMs: 100 });
    await sleep(250);
    const shutDown = app.shutDown(10_000);

    expect(await requestVia(new Agent(), app.port, '/')).toEqual({ error: 'ECONNREFUSED' });
    expect(await download).toEqual({ status: 200, body: 'ab' });
    // The download's connection stayed open (its headers were out): it gets no new request.
    const next = await requestVia(keptAlive, app.port, '/');
    expect(next).toMatchObject({ status: 503 });
    expect(JSON.parse('body' in next ? next.body : '')).toEqual({
      code: 'service_unavailable',
      origin: 'not_defined',
      desc: 'the service is unavailable',
      details: {},
    });
    expect(await upload.outcome).toEqual({
      status: 201,
      body: '{"bytes":10,"clientIp":"127.0.0.1"}',
    });
    expect(await shutDown).toBe(0);
    keptAlive.destroy();
  });

  it('answers 503 with Retry-After beyond maxInFlight, before reading the body', async () => {
    const app = await start({ handle: streamOrCountBody, maxInFlight: 2 });
    const slow = [1, 2].map(() => slowPost(app.port, { size: 5, everyMs: 50 }));
    await sleep(100);
    // An event stream is not counted: it has caps of its own.
    const stream = requestVia(new Agent(), app.port, '/api/boxes/events/stream');
    const shed = slowPost(app.port, { size: 20, everyMs: 5 });
    const outcome = await shed.outcome;
    expect(outcome).toMatchObject({ status: 503 });
    expect(JSON.parse('body' in outcome ? outcome.body : '')).toMatchObject({
      code: 'service_unavailable',
      desc: 'the service is busy; try again in a second',
    });
    // Answered while the client was still sending, the body never handed to the app.
    expect(shed.sent()).toBeLessThan(20);
    expect(await stream).toMatchObject({ status: 201 });
    for (const request of slow) expect(await request.outcome).toMatchObject({ status: 201 });
    // The places are back.
    expect(await requestVia(new Agent(), app.port, '/')).toMatchObject({ status: 201 });
  });

  it('cuts off what is still running at the deadline', async () => {
    const app = await start();
    const endless = slowPost(app.port, { size: 1000, everyMs: 50 });
    await sleep(200);
    const started = Date.now();
    expect(await app.shutDown(500)).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await endless.outcome).toEqual({ error: 'ECONNRESET' });
  });
});

/** `/stream` sends its headers at once and its body over 300 ms; anything else: countBody. */
const streamOrCountBody: AppServerOptions['handle'] = async (request, response) => {
  if (request.url !== '/stream') return countBody(request, response);
  response.writeHead(200);
  response.write('a');
  await sleep(300);
  response.end('b');
};

function requestVia(agent: Agent, port: number, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? '' }));
    request.end();
  });
}
