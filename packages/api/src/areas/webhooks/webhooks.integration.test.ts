/**
 * Organization webhooks (docs/activity.md): signed per Standard Webhooks (checked with the
 * standardwebhooks verifier), delivered by the real job workers to a real HTTP endpoint,
 * retried with the queue's back-off (made due rather than waited for), logged.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { startJobWorkers } from '@coffer/domain/jobs';
import { createRestClient } from '../../../test/rest-client';
import { jobStates, makeJobsDue, waitUntil } from '../../../test/job-queue-time';
import {
  json,
  openBox,
  postEvent,
  setUpOrganization,
  type TestOrganization,
} from '../boxes/test/box-api';

const call = createRestClient();
await startJobWorkers();
const QUEUE = 'webhook-delivery';

type Received = { path: string; headers: IncomingHttpHeaders; body: string };

/** A receiver on a loopback port: answers each request with the next status of `plan` (then 200). */
async function startReceiver() {
  const received: Received[] = [];
  const plan: number[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.statusCode = plan.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: (path: string) => `http://127.0.0.1:${port}${path}`, received, plan };
}

const receiver = await startReceiver();

type Endpoint = {
  id: string;
  url: string;
  event_types: string[];
  enabled: boolean;
  secret: string;
};
type Delivery = {
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
};

async function register(
  org: TestOrganization,
  path: string,
  eventTypes = ['msg.text', 'box.delete'],
) {
  const response = await call(
    'POST',
    `/organizations/${org.organization.id}/webhook-endpoints`,
    org.admin.headers(),
    {
      url: receiver.url(path),
      event_types: eventTypes,
    },
  );
  expect(response.status).toBe(201);
  return json<Endpoint>(response);
}

function receivedAt(path: string): Received[] {
  return receiver.received.filter((request) => request.path === path);
}

async function deliveriesOf(org: TestOrganization, endpoint: Endpoint): Promise<Delivery[]> {
  const response = await call(
    'GET',
    `/organizations/${org.organization.id}/webhook-endpoints/${endpoint.id}/deliveries`,
    org.token(),
  );
  expect(response.status).toBe(200);
  return json<Delivery[]>(response);
}

function postText(boxId: string, publicKey: string, by: () => Headers) {
  return postEvent(boxId, by(), {
    type: 'msg.text',
    content: { encrypted: 'Y2lwaGVydGV4dC1uZXZlci1zZW50', public_key: publicKey },
  });
}

describe('deliveries', () => {
  it('are signed per Standard Webhooks and carry ids, never content', async () => {
    const org = await setUpOrganization();
    const path = `/hooks/${crypto.randomUUID()}`;
    const endpoint = await register(org, path);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { box } = await openBox(org);
    const posted = await postText(box.id, box.public_key, org.admin.headers);
    expect(posted.status).toBe(201);
    const event = await json<{ id: string }>(posted);

    await waitUntil('the delivery', () => receivedAt(path).length === 1);
    const [request] = receivedAt(path);
    const payload = new Webhook(endpoint.secret).verify(request!.body, {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    });
    expect(payload).toEqual({
      type: 'msg.text',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        box_id: box.id,
        event_id: event.id,
        referrer_id: null,
        sender: { identity_id: org.admin.identity.id, organization_id: null },
      },
    });
    expect(request!.body).not.toContain('Y2lwaGVydGV4dC1uZXZlci1zZW50');
    // The create event was not subscribed to: one delivery only.
    await waitUntil(
      'the log',
      async () => (await deliveriesOf(org, endpoint))[0]?.status === 'succeeded',
    );
    expect(await deliveriesOf(org, endpoint)).toMatchObject([
      { status: 'succeeded', attempts: 1, last_status_code: 200, last_error: null },
    ]);
    // Any other secret does not verify.
    const other = await call(
      'POST',
      `/organizations/${org.organization.id}/webhook-endpoints/${endpoint.id}/secret-rotation`,
      org.admin.headers(),
    );
    expect(other.status).toBe(200);
    const { secret } = await json<{ secret: string }>(other);
    expect(() =>
      new Webhook(secret).verify(request!.body, {
        'webhook-id': String(request!.headers['webhook-id']),
        'webhook-timestamp': String(request!.headers['webhook-timestamp']),
        'webhook-signature': String(request!.headers['webhook-signature']),
      }),
    ).toThrow();
  });

  it('are retried against an endpoint that fails twice, then logged as delivered', async () => {
    const org = await setUpOrganization();
    const path = `/hooks/${crypto.randomUUID()}`;
    const endpoint = await register(org, path);
    const { box } = await openBox(org);
    receiver.plan.push(500, 503);
    expect((await postText(box.id, box.public_key, org.token)).status).toBe(201);
    await waitUntil('the first attempt', () => receivedAt(path).length === 1);
    await waitUntil(
      'the first failure logged',
      async () => (await deliveriesOf(org, endpoint))[0]?.status === 'retrying',
    );
    expect(await deliveriesOf(org, endpoint)).toMatchObject([
      { status: 'retrying', attempts: 1, last_status_code: 500, last_error: 'HTTP 500' },
    ]);
    await waitUntil('the retry scheduled', async () => (await jobStates(QUEUE))['retry'] === 1);
    await makeJobsDue(QUEUE);
    await waitUntil('the second attempt', () => receivedAt(path).length === 2);
    await waitUntil(
      'the retry scheduled again',
      async () => (await jobStates(QUEUE))['retry'] === 1,
    );
    await makeJobsDue(QUEUE);
    await waitUntil(
      'the delivery',
      async () => (await deliveriesOf(org, endpoint))[0]?.status === 'succeeded',
    );
    expect(await deliveriesOf(org, endpoint)).toMatchObject([
      { status: 'succeeded', attempts: 3, last_status_code: 200, last_error: null },
    ]);
    // The same message each time: one webhook-id, for the receiver to deduplicate.
    const ids = new Set(receivedAt(path).map((request) => request.headers['webhook-id']));
    expect(receivedAt(path)).toHaveLength(3);
    expect(ids.size).toBe(1);
  });

  it('never go to another organization’s endpoint, nor to a disabled one', async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const ownPath = `/hooks/${crypto.randomUUID()}`;
    const otherPath = `/hooks/${crypto.randomUUID()}`;
    const disabledPath = `/hooks/${crypto.randomUUID()}`;
    await register(org, ownPath);
    await register(other, otherPath);
    const disabled = await register(org, disabledPath);
    const off = await call(
      'PATCH',
      `/organizations/${org.organization.id}/webhook-endpoints/${disabled.id}`,
      org.admin.headers(),
      { enabled: false },
    );
    expect(off.status).toBe(204);
    const { box } = await openBox(org);
    expect((await postText(box.id, box.public_key, org.token)).status).toBe(201);
    const deleted = await call('DELETE', `/boxes/${box.id}`, org.admin.headers(), {
      user_confirmation: 'delete',
    });
    expect(deleted.status).toBe(204);
    await waitUntil('both deliveries', () => receivedAt(ownPath).length === 2);
    await waitUntil('no job left', async () => {
      const states = await jobStates(QUEUE);
      return states['created'] === undefined && states['active'] === undefined;
    });
    // Deliveries run in parallel, in no promised order (the payload's timestamp orders them).
    expect(
      receivedAt(ownPath)
        .map((request) => (JSON.parse(request.body) as { type: string }).type)
        .sort(),
    ).toEqual(['box.delete', 'msg.text']);
    expect(receivedAt(otherPath)).toHaveLength(0);
    expect(receivedAt(disabledPath)).toHaveLength(0);
  });
});

describe('endpoints', () => {
  it('are managed by admins and the token; listed without secrets; refusals change nothing', async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const base = `/organizations/${org.organization.id}/webhook-endpoints`;
    const endpoint = await register(org, '/hooks/managed');
    const listed = await json<Record<string, unknown>[]>(await call('GET', base, org.token()));
    expect(listed).toEqual([
      {
        id: endpoint.id,
        organization_id: org.organization.id,
        url: receiver.url('/hooks/managed'),
        event_types: ['msg.text', 'box.delete'],
        enabled: true,
        created_at: expect.any(String),
      },
    ]);

    const refusals: [string, string, () => Headers, unknown, number, Record<string, string>][] = [
      [
        'POST',
        base,
        org.agent.headers,
        { url: 'https://hooks.example/x', event_types: ['msg.text'] },
        403,
        { oid: 'forbidden' },
      ],
      [
        'POST',
        base,
        other.token,
        { url: 'https://hooks.example/x', event_types: ['msg.text'] },
        403,
        { oid: 'forbidden' },
      ],
      [
        'POST',
        base,
        org.token,
        { url: 'http://hooks.example/x', event_types: ['msg.text'] },
        400,
        { url: 'invalid' },
      ],
      [
        'POST',
        base,
        org.token,
        { url: 'https://user:pw@hooks.example/x', event_types: ['msg.text'] },
        400,
        { url: 'invalid' },
      ],
      [
        'POST',
        base,
        org.token,
        { url: 'https://hooks.example/x', event_types: ['msg.secret'] },
        400,
        { event_types: 'invalid' },
      ],
      [
        'POST',
        base,
        org.token,
        { url: 'https://hooks.example/x', event_types: [] },
        400,
        { event_types: 'malformed' },
      ],
      [
        'PATCH',
        `/organizations/${other.organization.id}/webhook-endpoints/${endpoint.id}`,
        other.token,
        { enabled: false },
        404,
        { id: 'not_found' },
      ],
    ];
    for (const [method, path, by, body, status, details] of refusals) {
      const response = await call(method, path, by(), body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(await response.json()).toMatchObject({ details });
    }
    expect(await json<unknown[]>(await call('GET', base, org.token()))).toEqual(listed);

    const removed = await call('DELETE', `${base}/${endpoint.id}`, org.token());
    expect(removed.status).toBe(204);
    expect(await json<unknown[]>(await call('GET', base, org.token()))).toEqual([]);
  });
});
