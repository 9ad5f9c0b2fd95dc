/**
 * What one session or one address can hold open (docs/activity.md, "Live streams"): event
 * streams are long-lived, so their number is capped per session and per client address.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../../auth/client-ip';
import { handleBoxApi, openBox, setUpOrganization, signedIn, type Person } from './test/box-api';
import { openEventStream } from './test/event-stream-client';

// Read by the first getEnv() of this file.
process.env['STREAMS_PER_SESSION'] = '3';
process.env['STREAMS_PER_ADDRESS'] = '5';

function from(person: Person, address: string): Headers {
  const headers = person.headers();
  headers.set(CLIENT_IP_HEADER, address);
  return headers;
}

describe('event streams open at once', () => {
  it('are at most STREAMS_PER_SESSION per session: 429 with Retry-After beyond', async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const { box } = await openBox(org, { subject: subject.identity.identifierValue });
    const path = `/boxes/${box.id}/events/stream`;
    const open = [];
    for (let i = 0; i < 3; i++)
      open.push(await openEventStream(path, from(subject, '198.51.100.1')));
    expect(open.map((stream) => stream.response.status)).toEqual([200, 200, 200]);

    const refused = await openEventStream('/boxes/events/stream', from(subject, '198.51.100.1'));
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('10');
    expect(await refused.response.json()).toMatchObject({
      origin: 'headers',
      details: { session: 'too_many_streams' },
    });

    // A stream that ends gives its place back.
    await open.pop()!.close();
    const again = await openEventStream(path, from(subject, '198.51.100.1'));
    expect(again.response.status).toBe(200);
    for (const stream of [...open, again]) await stream.close();
  });

  it('are at most STREAMS_PER_ADDRESS per client address, whatever the sessions', async () => {
    const org = await setUpOrganization();
    const people = [await signedIn(), await signedIn(), await signedIn()];
    const open = [];
    for (const [index, count] of [3, 2].entries()) {
      for (let i = 0; i < count; i++) {
        open.push(
          await openEventStream('/boxes/events/stream', from(people[index]!, '203.0.113.9')),
        );
      }
    }
    expect(open.every((stream) => stream.response.status === 200)).toBe(true);
    const refused = await openEventStream('/boxes/events/stream', from(people[2]!, '203.0.113.9'));
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toMatchObject({
      details: { client_ip: 'too_many_streams' },
    });
    const elsewhere = await openEventStream(
      '/boxes/events/stream',
      from(people[2]!, '203.0.113.10'),
    );
    expect(elsewhere.response.status).toBe(200);
    // A refused opening (a box the person may not read) holds no place.
    const { box } = await openBox(org);
    for (let i = 0; i < 4; i++) {
      const stranger = await openEventStream(
        `/boxes/${box.id}/events/stream`,
        from(people[2]!, '203.0.113.10'),
      );
      expect(stranger.response.status).toBe(403);
    }
    const still = await openEventStream('/boxes/events/stream', from(people[2]!, '203.0.113.10'));
    expect(still.response.status).toBe(200);
    for (const stream of [...open, elsewhere, still]) await stream.close();
  });

  it('give their place back when the client leaves before reading, and refuse HEAD', async () => {
    const person = await signedIn();
    const request = (method: string, signal?: AbortSignal) => {
      const headers = from(person, '192.0.2.77');
      const url = new URL('http://localhost:3000/api/boxes/events/stream');
      url.searchParams.set('csrf_token', headers.get('x-csrf-token') ?? '');
      headers.delete('x-csrf-token');
      return handleBoxApi(new Request(url, { method, headers, signal }));
    };
    const head = await request('HEAD');
    expect([head.status, head.headers.get('allow')]).toEqual([405, 'GET']);
    for (let round = 0; round < 3; round++) {
      const clients = [1, 2, 3].map(() => new AbortController());
      const opened = await Promise.all(clients.map((client) => request('GET', client.signal)));
      expect(opened.map((response) => response.status)).toEqual([200, 200, 200]);
      // Gone without reading a byte: nothing else would end these streams.
      for (const client of clients) client.abort();
    }
  });
});
