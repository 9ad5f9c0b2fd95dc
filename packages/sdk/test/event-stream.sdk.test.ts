/**
 * `events.stream`: live events, across dropped connections. The stream goes through a proxy
 * in this process, which cuts its connections as a network or a restarting server would, and
 * sees Coffer end a stream at its token's expiry (TOKEN_TTL_SECONDS in this suite); the last
 * test streams from a second Coffer process that is killed and started again.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCoffer } from '../../db/test/spawn-coffer';
import { TOKEN_TTL_SECONDS } from './global-setup';
import { type Datatag, type RequestDebugInfo, type StreamEvent } from '../src';
import {
  factories,
  organizationFixture,
  origin,
  type OrganizationFixture,
} from './organization-fixture';

/** A promise and its resolve, for a moment of the proxy the test waits for. */
function settled() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A proxy to Coffer: what each stream request asked, and a way to cut every connection. */
const streamRequests: IncomingHttpHeaders[] = [];
const sockets = new Set<Socket>();
let answered = settled();
let ended = settled();
const proxy = createServer((incoming, outgoing) => {
  streamRequests.push(incoming.headers);
  const upstream = httpRequest(
    new URL(incoming.url ?? '/', origin),
    { method: incoming.method, headers: { ...incoming.headers, host: new URL(origin).host } },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      outgoing.flushHeaders();
      answered.resolve();
      answer.on('end', () => ended.resolve());
      answer.pipe(outgoing);
    },
  );
  // The client gone, Coffer's side of the stream goes too.
  outgoing.on('close', () => upstream.destroy());
  upstream.on('error', () => outgoing.destroy());
  incoming.pipe(upstream);
});
proxy.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});

let org: OrganizationFixture;
let datatag: Datatag;

beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  org = await organizationFixture();
  datatag = await org.coffer.datatags.create('Live');
});

afterAll(() => {
  proxy.close();
});

/**
 * A client of the fixture's machine, its streams sent through the proxy, and a box. Its own
 * token is fresh: Coffer ends a stream when the token it was opened with expires, which only
 * the last test waits for.
 */
async function streamingClient() {
  const { port } = proxy.address() as AddressInfo;
  const reported: RequestDebugInfo[] = [];
  const coffer = org.client({
    debug: (info) => reported.push(info),
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('/events/stream')) url.host = `127.0.0.1:${port}`;
      return fetch(input instanceof Request ? new Request(url, input) : url, init);
    },
  });
  const created = await coffer.boxes.create({
    title: 'Live',
    datatagId: datatag.id,
    subject: factories.randomEmail(),
  });
  const stop = new AbortController();
  const events = coffer.events.stream(created.box, { signal: stop.signal })[Symbol.asyncIterator]();
  const next = async (): Promise<StreamEvent | undefined> => {
    const read = await events.next();
    return read.done ? undefined : read.value;
  };
  answered = settled();
  ended = settled();
  streamRequests.length = 0;
  return { coffer, box: created.box, stop, events, next, reported };
}

describe('events.stream', () => {
  it('resumes after dropped connections with Last-Event-ID: nothing missed, nothing twice', async () => {
    const { coffer, box, stop, events, next, reported } = await streamingClient();
    const first = next();
    await answered.promise;
    // Cut before any event: the stream resumes from the box's latest event when it began.
    for (const socket of sockets) socket.destroy();
    const one = await coffer.messages.sendText(box, 'one');
    expect(await first).toMatchObject({ id: one.id, type: 'msg.text' });

    for (const socket of sockets) socket.destroy();
    // Written while no stream is open: the next connection must bring it.
    const two = await coffer.messages.sendText(box, 'two');
    expect(await next()).toMatchObject({ id: two.id });
    expect(streamRequests.map((headers) => headers['last-event-id'])).toEqual([
      box.last_event?.id,
      box.last_event?.id,
      one.id,
    ]);
    // Each connection goes through the transport: the SDK's User-Agent, the debug hook told.
    expect(streamRequests.map((headers) => headers['user-agent'])).toEqual(
      Array(3).fill(expect.stringMatching(/^coffer-sdk-node\/\S+ node\/\S+$/)),
    );
    const opened = reported.filter((info) => info.url.endsWith('/events/stream'));
    expect(opened.map((info) => info.status)).toEqual([200, 200, 200]);

    const three = await coffer.messages.sendText(box, 'three');
    expect(await next()).toMatchObject({ id: three.id });

    // Aborting ends the loop, without an error.
    const pending = events.next();
    stop.abort();
    expect(await pending).toEqual({ done: true, value: undefined });
  });

  it('ends with the box: box.delete is its last word', async () => {
    const { coffer, box, next } = await streamingClient();
    const last = next();
    await answered.promise;
    await coffer.boxes.delete(box);
    expect(await last).toEqual({ type: 'box.delete', box_id: box.id });
    expect(await next()).toBeUndefined();
  });

  it('reconnects with a new token when Coffer ends the stream at its token expiry', async () => {
    const { coffer, box, stop, next } = await streamingClient();
    const first = next();
    await answered.promise;
    const one = await coffer.messages.sendText(box, 'one');
    expect(await first).toMatchObject({ id: one.id });
    await ended.promise;
    const two = await coffer.messages.sendText(box, 'two');
    expect(await next()).toMatchObject({ id: two.id });
    const [opened, resumed] = streamRequests;
    expect(resumed?.['last-event-id']).toBe(one.id);
    expect(resumed?.authorization).not.toBe(opened?.authorization);
    stop.abort();
  });

  it(
    'follows a Coffer process that is killed and started again',
    { timeout: 180_000 },
    async () => {
      // A second Coffer process on the suite's database, home and secret, as behind one load
      // balancer (so its public origin is the first's): the stream goes to it, the rest to the
      // first. Killed as a crash would, then started again on its port.
      const suite = inject('coffer');
      const second = await startCoffer({
        databaseUrl: suite.databaseUrl,
        home: suite.home,
        env: {
          APP_ORIGIN: suite.origin,
          COFFER_SECRET: suite.secret,
          ORGANIZATION_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
        },
      });
      try {
        const coffer = org.client({
          fetch: (input, init) => {
            const url = new URL(input instanceof Request ? input.url : String(input));
            if (url.pathname.endsWith('/events/stream')) url.host = new URL(second.origin).host;
            return fetch(input instanceof Request ? new Request(url, input) : url, init);
          },
        });
        const { box } = await coffer.boxes.create({
          title: 'Restarted',
          datatagId: datatag.id,
          subject: factories.randomEmail(),
        });
        const stop = new AbortController();
        const events = coffer.events.stream(box, { signal: stop.signal })[Symbol.asyncIterator]();
        const first = events.next();
        const one = await coffer.messages.sendText(box, 'one');
        expect((await first).value).toMatchObject({ id: one.id });

        await second.kill();
        // Written while the stream's process is down: the stream brings it once it is back.
        const two = await coffer.messages.sendText(box, 'two');
        await second.restart();
        expect((await events.next()).value).toMatchObject({ id: two.id });
        const three = await coffer.messages.sendText(box, 'three');
        // Nothing twice: the next event is the one written after the restart.
        expect((await events.next()).value).toMatchObject({ id: three.id });
        stop.abort();
      } finally {
        await second.remove();
      }
    },
  );
});
