/**
 * A small HTTP proxy in front of the running Coffer that fails on purpose: for the requests a
 * fault matches, it answers 503/429 (with Retry-After), cuts the connection, never answers, or
 * forwards and then loses the answer; everything else is forwarded as is. It records what
 * reached it: method, path, User-Agent, Idempotency-Key, and when.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export type Fault = {
  method: string;
  /** The path (no query) it matches, e.g. `/api/boxes`. */
  path: string | RegExp;
  /** How many matching requests it fails; later ones are forwarded. */
  times: number;
  kind:
    | { status: 429 | 503; retryAfter?: string }
    | { cut: true }
    | { hang: true }
    /** Forwards to Coffer (which does the work), then answers 503 instead. */
    | { loseAnswer: true };
};

export type Seen = {
  method: string;
  path: string;
  userAgent: string | undefined;
  idempotencyKey: string | undefined;
  at: number;
};

export type FailingProxy = {
  origin: string;
  seen: Seen[];
  /** The bodies Coffer answered to requests whose answer was lost. */
  lost: string[];
  fail: (fault: Fault) => void;
  /** A fetch that sends what is meant for Coffer through the proxy instead. */
  fetch: typeof globalThis.fetch;
};

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding']);

export async function startFailingProxy(target: string): Promise<FailingProxy> {
  const faults: Fault[] = [];
  const seen: Seen[] = [];
  const lost: string[] = [];
  const server = http.createServer((request, response) => {
    void handle(request, response).catch(() => response.destroy());
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://proxy').pathname;
    seen.push({
      method,
      path,
      userAgent: request.headers['user-agent'],
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      at: Date.now(),
    });
    const fault = faults.find(
      (candidate) =>
        candidate.times > 0 &&
        candidate.method === method &&
        (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
    );
    if (fault) fault.times -= 1;
    if (fault && 'cut' in fault.kind) return void request.socket.destroy();
    if (fault && 'hang' in fault.kind) return;
    if (fault && 'status' in fault.kind) {
      const { status, retryAfter } = fault.kind;
      response.writeHead(status, {
        'content-type': 'application/json',
        ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }),
      });
      const code = status === 429 ? 'too_many_requests' : 'service_unavailable';
      return void response.end(
        JSON.stringify({ code, origin: 'not_defined', desc: 'injected', details: {} }),
      );
    }
    const headers = Object.entries(request.headers).flatMap(([name, value]) =>
      HOP_HEADERS.has(name) || value === undefined
        ? []
        : [[name, String(value)] as [string, string]],
    );
    const answer = await fetch(new URL(request.url ?? '/', target), {
      method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    const body = Buffer.from(await answer.arrayBuffer());
    if (fault && 'loseAnswer' in fault.kind) {
      lost.push(body.toString('utf8'));
      response.writeHead(503, { 'content-type': 'application/json' });
      return void response.end(
        JSON.stringify({
          code: 'service_unavailable',
          origin: 'not_defined',
          desc: 'lost',
          details: {},
        }),
      );
    }
    // fetch decoded the body and knows its length: those headers are the proxy's to set.
    const passed = [...answer.headers].filter(
      ([name]) => !/^(content-encoding|content-length|transfer-encoding|connection)$/.test(name),
    );
    response.writeHead(answer.status, Object.fromEntries(passed));
    response.end(body);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    origin,
    seen,
    lost,
    fail: (fault) => faults.push(fault),
    fetch: (input, init) => {
      const request = input instanceof Request ? input : new Request(input);
      const url = new URL(request.url);
      if (url.origin !== target) return fetch(request, init);
      return fetch(new Request(`${origin}${url.pathname}${url.search}`, request), init);
    },
  };
}
