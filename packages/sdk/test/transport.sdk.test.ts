/**
 * How the SDK's requests go out (docs/sdk.md#retries): retries through a proxy that fails on
 * purpose, Idempotency-Keys that make a lost creation safe to send again, the token renewed
 * on a 401, request ids, the User-Agent, timeouts and aborts.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  PermissionError,
  RateLimitError,
  ServerError,
  TimeoutError,
  type CofferOptions,
  type RequestDebugInfo,
} from '../src';
import { Transport } from '../src/http/transport';
import packageJson from '../package.json';
import { startFailingProxy } from './failing-proxy';
import { factories, getDb, organizationFixture, origin } from './organization-fixture';

const proxy = await startFailingProxy(origin);

/** A client of a new organization whose requests go through the proxy. */
async function clientThroughProxy(options: Partial<CofferOptions> = {}) {
  const org = await organizationFixture();
  const debug: RequestDebugInfo[] = [];
  const coffer = org.client({
    fetch: proxy.fetch,
    debug: (info) => debug.push(info),
    ...options,
  });
  const datatag = await coffer.datatags.create('Invoices');
  return { org, coffer, debug, datatag };
}

function seenOn(method: string, path: string) {
  return proxy.seen.filter((request) => request.method === method && request.path === path);
}

describe('retries', () => {
  it('retries a read after 503 and 429, waiting as Retry-After says', async () => {
    const { coffer, debug } = await clientThroughProxy();
    const boxId = crypto.randomUUID();
    const path = `/api/boxes/${boxId}`;
    proxy.fail({ method: 'GET', path, times: 1, kind: { status: 503, retryAfter: '1' } });
    proxy.fail({ method: 'GET', path, times: 1, kind: { status: 429, retryAfter: '1' } });
    const refusal = await coffer.boxes.get(boxId).catch((error: unknown) => error);
    // The third attempt reached Coffer, which does not show a box that is not the organization's.
    expect(refusal).toBeInstanceOf(PermissionError);
    const attempts = seenOn('GET', path);
    expect(attempts).toHaveLength(3);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1000);
    const reported = debug.filter((info) => info.url.endsWith(path));
    expect(reported.map(({ status, attempt }) => [status, attempt])).toEqual([
      [503, 1],
      [429, 2],
      [403, 3],
    ]);
    // No header, no body: nothing that could hold a secret.
    for (const info of debug) {
      expect(Object.keys(info).sort()).toEqual(
        ['attempt', 'durationMs', 'method', 'requestId', 'status', 'url'].sort(),
      );
    }
  });

  it('gives up after maxRetries, and backs off without Retry-After', async () => {
    const { coffer } = await clientThroughProxy({ maxRetries: 1 });
    const boxId = crypto.randomUUID();
    proxy.fail({ method: 'GET', path: `/api/boxes/${boxId}`, times: 5, kind: { status: 429 } });
    await expect(coffer.boxes.get(boxId)).rejects.toBeInstanceOf(RateLimitError);
    const attempts = seenOn('GET', `/api/boxes/${boxId}`);
    expect(attempts).toHaveLength(2);
    // The first backoff is 250 to 500 ms.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(250);

    const other = crypto.randomUUID();
    proxy.fail({
      method: 'GET',
      path: `/api/boxes/${other}`,
      times: 5,
      kind: { status: 503, retryAfter: '0' },
    });
    await expect(coffer.boxes.get(other, { maxRetries: 0 })).rejects.toBeInstanceOf(ServerError);
    expect(seenOn('GET', `/api/boxes/${other}`)).toHaveLength(1);
  });

  it('retries after a cut connection', async () => {
    const { coffer } = await clientThroughProxy();
    proxy.fail({ method: 'GET', path: '/api/boxes', times: 2, kind: { cut: true } });
    const before = seenOn('GET', '/api/boxes').length;
    expect(await coffer.boxes.list().toArray()).toEqual([]);
    expect(seenOn('GET', '/api/boxes').length - before).toBe(3);
  });

  it('sends a POST again only when it carries an Idempotency-Key', async () => {
    const transport = new Transport({ fetch, maxRetries: 2, timeoutMs: 10_000 });
    const path = `/api/organizations/${crypto.randomUUID()}/datatags`;
    proxy.fail({ method: 'POST', path, times: 5, kind: { status: 503, retryAfter: '0' } });
    const post = (headers: Record<string, string>) =>
      transport.send({
        options: {},
        build: () => new Request(`${proxy.origin}${path}`, { method: 'POST', headers, body: '{}' }),
      });
    expect((await post({})).status).toBe(503);
    expect(seenOn('POST', path)).toHaveLength(1);
    expect((await post({ 'idempotency-key': crypto.randomUUID() })).status).toBe(503);
    expect(seenOn('POST', path)).toHaveLength(4);
  });
});

describe('Idempotency-Key', () => {
  it('makes a creation whose answer was lost safe to retry: one box, its answer', async () => {
    const { org, coffer, datatag } = await clientThroughProxy();
    const path = `/api/organizations/${org.organizationId}/boxes`;
    proxy.fail({ method: 'POST', path, times: 1, kind: { loseAnswer: true } });
    const subject = factories.randomEmail('retry');
    const created = await coffer.boxes.create({
      title: 'Payslips',
      datatagId: datatag.id,
      subject,
    });
    const [first, retry] = seenOn('POST', path);
    expect(first!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);
    // Coffer created the box on the first attempt; the retry got that answer again.
    expect(created.box.id).toBe((JSON.parse(proxy.lost.at(-1)!) as { id: string }).id);
    expect(await coffer.boxes.count({ subject })).toBe(1);

    proxy.fail({
      method: 'POST',
      path: `/api/boxes/${created.box.id}/events`,
      times: 1,
      kind: { loseAnswer: true },
    });
    const message = await coffer.messages.sendText(created.box, 'Hello');
    const texts = await coffer.messages.list(created.box, created.secretKey).toArray();
    expect(texts.map((text) => text.id)).toEqual([message.id]);
  });

  it('refuses the same key with another body (409)', async () => {
    const { coffer } = await clientThroughProxy();
    const idempotencyKey = crypto.randomUUID();
    const first = await coffer.datatags.create('Contracts', { idempotencyKey });
    expect((await coffer.datatags.create('Contracts', { idempotencyKey })).id).toBe(first.id);
    const refusal = await coffer.datatags
      .create('Letters', { idempotencyKey })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({
      origin: 'headers',
      details: { 'Idempotency-Key': 'conflict' },
    });
    expect((await coffer.datatags.list().toArray()).map((tag) => tag.name).sort()).toEqual([
      'Contracts',
      'Invoices',
    ]);
  });
});

describe('box administration, lists and webhooks', () => {
  it('go through the transport: reads retried, admin events posted once', async () => {
    const { org, coffer, datatag } = await clientThroughProxy();
    const { box } = await coffer.boxes.create({
      title: 'Rules',
      datatagId: datatag.id,
      subject: factories.randomEmail('rules'),
    });
    const members = `/api/boxes/${box.id}/members`;
    proxy.fail({ method: 'GET', path: members, times: 1, kind: { status: 503, retryAfter: '0' } });
    expect((await coffer.members.list(box).toArray()).length).toBeGreaterThan(0);
    expect(seenOn('GET', members)).toHaveLength(2);

    const events = `/api/boxes/${box.id}/events`;
    proxy.fail({ method: 'POST', path: events, times: 1, kind: { loseAnswer: true } });
    const rule = await coffer.access.addRule(box, { emailDomain: 'example.org' });
    const [first, retry] = seenOn('POST', events);
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);
    expect((await coffer.access.rules(box).toArray()).map(({ id }) => id)).toEqual([rule.id]);

    // A new endpoint's answer holds its secret: Coffer keeps none, so it is sent once.
    const endpoints = `/api/organizations/${org.organizationId}/webhook-endpoints`;
    proxy.fail({ method: 'POST', path: endpoints, times: 1, kind: { status: 503 } });
    await expect(
      coffer.webhooks.create('http://localhost:9/hook', ['msg.text']),
    ).rejects.toBeInstanceOf(ServerError);
    expect(seenOn('POST', endpoints)).toHaveLength(1);
  });
});

describe('diagnosis', () => {
  it('carries the request id on errors, and names the SDK in User-Agent', async () => {
    const { coffer, debug } = await clientThroughProxy();
    const refusal = await coffer.messages
      .sendText(crypto.randomUUID(), 'Hello')
      .catch((error: unknown) => error);
    // Not the organization's box (403): read before the message is encrypted to its key.
    expect(refusal).toBeInstanceOf(PermissionError);
    const requestId = (refusal as PermissionError).requestId;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(debug.at(-1)).toMatchObject({ status: 403, requestId, method: 'GET' });
    const agents = new Set(proxy.seen.map((request) => request.userAgent));
    expect([...agents]).toEqual([
      `coffer-sdk-node/${packageJson.version} node/${process.versions.node}`,
    ]);
  });
});

describe('the organization token', () => {
  it('is dropped and renewed once when Coffer refuses it (401)', async () => {
    const { org, coffer } = await clientThroughProxy();
    const tokenRequests = () => seenOn('POST', '/oauth2/token').length;
    const before = tokenRequests();
    // Coffer forgets the client's tokens (as a revocation would) while the SDK still holds one.
    await getDb().accessToken.deleteMany({ where: { clientId: org.clientId } });
    expect(await coffer.boxes.list().toArray()).toEqual([]);
    expect(tokenRequests() - before).toBe(1);
  });
});

describe('timeouts and aborts', () => {
  it('gives up after timeoutMs, per client or per call, and on an abort', async () => {
    const { coffer } = await clientThroughProxy({ timeoutMs: 300, maxRetries: 0 });
    proxy.fail({ method: 'GET', path: '/api/boxes', times: 3, kind: { hang: true } });
    const started = Date.now();
    await expect(coffer.boxes.list().toArray()).rejects.toBeInstanceOf(TimeoutError);
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(coffer.boxes.list({ timeoutMs: 100 }).toArray()).rejects.toMatchObject({
      name: 'TimeoutError',
      timeoutMs: 100,
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expect(
      coffer.boxes.list({ signal: controller.signal, timeoutMs: 10_000 }).toArray(),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('aborts an upload midway, and Coffer keeps nothing of it', async () => {
    const { coffer } = await organizationFixture();
    const tag = await coffer.datatags.create('Files');
    const { box } = await coffer.boxes.create({
      title: 'Uploads',
      datatagId: tag.id,
      subject: factories.randomEmail('upload'),
    });
    const size = 8 * 1024 * 1024;
    const chunk = 64 * 1024;
    const controller = new AbortController();
    const source = Readable.from(
      (function* () {
        for (let sent = 0; sent < size; sent += chunk) yield Buffer.alloc(chunk);
      })(),
    );
    const refusal = await coffer.messages
      .sendFile(box, source, {
        name: 'big.bin',
        size,
        signal: controller.signal,
        onProgress: (sent) => {
          if (sent >= 1024 * 1024) controller.abort();
        },
      })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ name: 'AbortError' });
    // Coffer saw the connection end before the body did: no file, no message.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await getDb().encryptedFile.count({ where: { boxId: box.id } })).toBe(0);
    expect(await getDb().boxEvent.count({ where: { boxId: box.id, type: 'msg_file' } })).toBe(0);
  });
});
