/**
 * What one organization's endpoints can do to everyone's deliveries (docs/activity.md,
 * "Webhooks"): endpoints that accept and never answer hold only their organization's share
 * of the workers, an endpoint that keeps failing is paused, and an organization registers a
 * bounded number of endpoints. Real job workers, real HTTP receivers on loopback.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, JOB_QUEUE_SCHEMA } from '@coffer/db';
import { startJobWorkers } from '@coffer/domain/jobs';
import { createRestClient } from '../../../test/rest-client';
import { makeJobsDue, waitUntil } from '../../../test/job-queue-time';
import {
  json,
  openBox,
  postEvent,
  setUpOrganization,
  type TestOrganization,
} from '../boxes/test/box-api';

// Read by the first getEnv(), which startJobWorkers makes.
process.env['WEBHOOK_ENDPOINTS_PER_ORGANIZATION'] = '6';
const call = createRestClient();
await startJobWorkers();
const QUEUE = 'webhook-delivery';

/**
 * A receiver on a loopback port. `hold`: requests are answered only on `release()`, as an
 * endpoint that accepts and never answers; otherwise each gets the next status of `plan`.
 */
async function startReceiver({ hold }: { hold: boolean }) {
  const received: string[] = [];
  const plan: number[] = [];
  const held: ServerResponse[] = [];
  let open = 0;
  let mostOpen = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push(request.url ?? '');
      if (!hold) {
        response.statusCode = plan.shift() ?? 200;
        response.end();
        return;
      }
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      response.on('close', () => (open -= 1));
      held.push(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    plan,
    open: () => open,
    mostOpen: () => mostOpen,
    release: () => {
      for (const response of held.splice(0)) response.end();
    },
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
type Delivery = { status: string; attempts: number; last_error: string | null };

async function register(org: TestOrganization, receiver: Receiver, path: string) {
  const response = await call(
    'POST',
    `/organizations/${org.organization.id}/webhook-endpoints`,
    org.admin.headers(),
    { url: receiver.url(path), event_types: ['msg.text'] },
  );
  expect(response.status).toBe(201);
  return json<{ id: string }>(response);
}

async function deliveriesOf(org: TestOrganization, endpointId: string): Promise<Delivery[]> {
  const response = await call(
    'GET',
    `/organizations/${org.organization.id}/webhook-endpoints/${endpointId}/deliveries`,
    org.token(),
  );
  expect(response.status).toBe(200);
  return json<Delivery[]>(response);
}

async function postText(org: TestOrganization) {
  const { box } = await openBox(org);
  const response = await postEvent(box.id, org.token(), {
    type: 'msg.text',
    content: { encrypted: 'Y2lwaGVydGV4dA', public_key: box.public_key },
  });
  expect(response.status).toBe(201);
  return box;
}

describe('deliveries', () => {
  it("of one organization are not held up by another's endpoints that never answer", async () => {
    const silent = await startReceiver({ hold: true });
    const prompt = await startReceiver({ hold: false });
    const stalling = await setUpOrganization();
    const endpoints = [];
    for (let i = 0; i < 5; i++) endpoints.push(await register(stalling, silent, `/silent/${i}`));
    const other = await setUpOrganization();
    await register(other, prompt, '/prompt');

    await postText(stalling);
    // WEBHOOK_CONCURRENCY_PER_ORGANIZATION (2): two of the five are held, the others wait.
    await waitUntil('two held deliveries', () => silent.open() === 2);
    await postText(other);
    await waitUntil("the other organization's delivery", () => prompt.received.length === 1);
    expect([silent.open(), silent.received.length]).toEqual([2, 2]);
    // An attempt under way is in the log already: a crash could not hide it.
    const inFlight = (await Promise.all(endpoints.map((e) => deliveriesOf(stalling, e.id)))).flat();
    expect(inFlight.filter((d) => d.attempts === 1)).toHaveLength(2);
    expect(inFlight.find((d) => d.attempts === 1)?.last_error).toMatch(/no answer recorded/);

    for (;;) {
      silent.release();
      const logs = await Promise.all(endpoints.map((e) => deliveriesOf(stalling, e.id)));
      if (logs.every(([delivery]) => delivery?.status === 'succeeded')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(silent.mostOpen()).toBe(2);
  });

  it('to one endpoint go one at a time in a process', async () => {
    const silent = await startReceiver({ hold: true });
    const org = await setUpOrganization();
    const endpoint = await register(org, silent, '/one');
    await postText(org);
    await postText(org);
    await waitUntil('a held delivery', () => silent.open() === 1);
    // The second waits for the endpoint (in a job of its own, due in 2 s), not for a worker.
    await makeJobsDue(QUEUE);
    expect(silent.received).toHaveLength(1);
    silent.release();
    await waitUntil('the second delivery', () => silent.received.length === 2);
    silent.release();
    await waitUntil('both delivered', async () =>
      (await deliveriesOf(org, endpoint.id)).every((delivery) => delivery.status === 'succeeded'),
    );
    expect(silent.mostOpen()).toBe(1);
  });
});

describe('an endpoint that keeps failing', () => {
  it('is paused after five failures in a row, then tried again by one delivery', async () => {
    const failing = await startReceiver({ hold: false });
    const org = await setUpOrganization();
    const endpoint = await register(org, failing, '/failing');
    failing.plan.push(500, 500, 500, 500, 500);
    for (let i = 0; i < 5; i++) {
      await postText(org);
      await waitUntil(`failure ${i + 1}`, () => failing.received.length === i + 1);
    }
    const paused = async () =>
      (await getDb().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).pausedUntil;
    await waitUntil('the pause', async () => (await paused()) !== null);
    expect((await paused())!.getTime()).toBeGreaterThan(Date.now() + 50_000);

    // While paused, a new delivery and the retries wait without trying.
    await postText(org);
    await waitUntil(
      'the new delivery deferred',
      async () => (await deferredJobs(endpoint.id)) >= 1,
    );
    await makeJobsDue(QUEUE);
    await waitUntil('every job waiting again', async () => (await activeJobs()) === 0);
    expect(failing.received).toHaveLength(5);

    // The pause is over: one delivery tries, succeeds, and the others follow.
    await getDb().webhookEndpoint.update({
      where: { id: endpoint.id },
      data: { pausedUntil: new Date(Date.now() - 1000) },
    });
    for (;;) {
      await makeJobsDue(QUEUE);
      const log = await deliveriesOf(org, endpoint.id);
      if (log.length === 6 && log.every((delivery) => delivery.status === 'succeeded')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(failing.received).toHaveLength(11);
    const after = await getDb().webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    expect([after.failureStreak, after.pausedUntil]).toEqual([0, null]);
  });

  it('has a delivery whose job the queue gave up marked failed in its log', async () => {
    const failing = await startReceiver({ hold: false });
    const org = await setUpOrganization();
    const endpoint = await register(org, failing, '/given-up');
    failing.plan.push(500, 500);
    await postText(org);
    // Its job's last retry, as when a crash cut the attempts before: the job fails for good.
    await getDb().$executeRawUnsafe(
      `UPDATE ${JOB_QUEUE_SCHEMA}.job j SET retry_limit = 0 FROM "WebhookDelivery" d
       WHERE j.name = $1 AND d."id" = (j.data->>'deliveryId')::uuid AND d."endpointId" = $2::uuid`,
      QUEUE,
      endpoint.id,
    );
    // Due at once, should a worker have taken it before the limit changed.
    await waitUntil('the failure marked', async () => {
      await makeJobsDue(QUEUE);
      return (await deliveriesOf(org, endpoint.id))[0]?.status === 'failed';
    });
    expect(await deliveriesOf(org, endpoint.id)).toMatchObject([{ last_error: 'HTTP 500' }]);
  });
});

describe('an organization', () => {
  it('registers at most WEBHOOK_ENDPOINTS_PER_ORGANIZATION endpoints (413 beyond)', async () => {
    const receiver = await startReceiver({ hold: false });
    const org = await setUpOrganization();
    for (let i = 0; i < 6; i++) await register(org, receiver, `/cap/${i}`);
    const refused = await call(
      'POST',
      `/organizations/${org.organization.id}/webhook-endpoints`,
      org.token(),
      { url: receiver.url('/cap/7'), event_types: ['msg.text'] },
    );
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ details: { webhook_endpoints: 'too_large' } });
    expect(
      await getDb().webhookEndpoint.count({ where: { organizationId: org.organization.id } }),
    ).toBe(6);
  });
});

async function deferredJobs(endpointId: string): Promise<number> {
  const rows = await getDb().$queryRawUnsafe<{ count: number }[]>(
    `SELECT count(*)::int AS "count" FROM ${JOB_QUEUE_SCHEMA}.job j
     JOIN "WebhookDelivery" d ON d."id" = (j.data->>'deliveryId')::uuid
     WHERE j.name = $1 AND j.state = 'created' AND d."endpointId" = $2::uuid AND d."attempts" = 0`,
    QUEUE,
    endpointId,
  );
  return rows[0]?.count ?? 0;
}

async function activeJobs(): Promise<number> {
  const rows = await getDb().$queryRawUnsafe<{ count: number }[]>(
    `SELECT count(*)::int AS "count" FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = $1 AND state = 'active'`,
    QUEUE,
  );
  return rows[0]?.count ?? 0;
}
