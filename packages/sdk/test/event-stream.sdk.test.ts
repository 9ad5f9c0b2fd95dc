/**
 * `events.stream`: live events, across a dropped connection. The stream goes through a proxy
 * in this process, which cuts its connections as a network or a restarting server would.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Coffer, type Datatag, type StreamEvent } from '../src';
import { factories, organizationFixture, origin } from './organization-fixture';

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
const proxy = createServer((incoming, outgoing) => {
  streamRequests.push(incoming.headers);
  const upstream = httpRequest(
    new URL(incoming.url ?? '/', origin),
    { method: incoming.method, headers: { ...incoming.headers, host: new URL(origin).host } },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      outgoing.flushHeaders();
      answered.resolve();
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

let coffer: Coffer;
let datatag: Datatag;

beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  // The fixture's client, its streams sent through the proxy.
  const org = await organizationFixture();
  const { port } = proxy.address() as AddressInfo;
  coffer = new Coffer({
    origin,
    clientId: org.clientId,
    privateKey: org.privateKey,
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('/events/stream')) url.host = `127.0.0.1:${port}`;
      return fetch(input instanceof Request ? new Request(url, input) : url, init);
    },
  });
  datatag = await coffer.datatags.create('Live');
});

afterAll(() => {
  proxy.close();
});

async function newBox() {
  return coffer.boxes.create({
    title: 'Live',
    datatagId: datatag.id,
    subject: factories.randomEmail(),
  });
}

describe('events.stream', () => {
  it('resumes after a dropped connection with Last-Event-ID: nothing missed, nothing twice', async () => {
    const created = await newBox();
    const stop = new AbortController();
    const stream = coffer.events.stream(created.box, { signal: stop.signal });
    const events = stream[Symbol.asyncIterator]();
    const next = async (): Promise<StreamEvent | undefined> => {
      const read = await events.next();
      return read.done ? undefined : read.value;
    };

    answered = settled();
    streamRequests.length = 0;
    const first = next();
    // The stream sends what is written after it opened: wait for its answer.
    await answered.promise;
    const one = await coffer.messages.sendText(created.box, 'one');
    expect(await first).toMatchObject({ id: one.id, type: 'msg.text' });

    for (const socket of sockets) socket.destroy();
    // Written while no stream is open: the next connection must bring it.
    const two = await coffer.messages.sendText(created.box, 'two');
    expect(await next()).toMatchObject({ id: two.id });
    expect(streamRequests.map((headers) => headers['last-event-id'])).toEqual([undefined, one.id]);

    const three = await coffer.messages.sendText(created.box, 'three');
    expect(await next()).toMatchObject({ id: three.id });

    // Aborting ends the loop, without an error.
    const pending = events.next();
    stop.abort();
    expect(await pending).toEqual({ done: true, value: undefined });
  });

  it('ends with the box: box.delete is its last word', async () => {
    const created = await newBox();
    answered = settled();
    const received: StreamEvent[] = [];
    const reading = (async () => {
      for await (const event of coffer.events.stream(created.box)) received.push(event);
    })();
    await answered.promise;
    await coffer.boxes.delete(created.box);
    await reading;
    expect(received).toEqual([{ type: 'box.delete', box_id: created.box.id }]);
  });
});
