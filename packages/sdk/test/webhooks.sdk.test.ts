/**
 * Webhook endpoints from the organization's server, and `webhooks.verify` on a delivery Coffer
 * really made to a receiver in this process (the SDK suite's Coffer allows local addresses).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type Datatag } from '../src';
import { factories, organizationFixture, type OrganizationFixture } from './organization-fixture';

type Delivery = { body: string; headers: IncomingHttpHeaders };

let org: OrganizationFixture;
let datatag: Datatag;
const deliveries: Delivery[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    deliveries.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
    response.writeHead(204).end();
  });
});

beforeAll(async () => {
  org = await organizationFixture();
  datatag = await org.coffer.datatags.create('Hooks');
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  receiver.close();
});

async function delivered(count: number): Promise<Delivery> {
  await expect.poll(() => deliveries.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return deliveries[count - 1]!;
}

describe('webhooks', () => {
  it('registers, changes, rotates and removes an endpoint; verifies a real delivery', async () => {
    const { port } = receiver.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/coffer`;
    const endpoint = await org.coffer.webhooks.create(url, ['msg.text', 'box.delete']);
    expect(endpoint).toMatchObject({ url, enabled: true, event_types: ['msg.text', 'box.delete'] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = await org.coffer.webhooks.list().toArray();
    expect(listed).toEqual([expect.objectContaining({ id: endpoint.id })]);
    expect(listed[0]).not.toHaveProperty('secret');

    await org.coffer.webhooks.update(endpoint.id, { eventTypes: ['msg.text'] });
    const secret = await org.coffer.webhooks.rotateSecret(endpoint.id);
    expect(secret).not.toBe(endpoint.secret);

    const created = await org.coffer.boxes.create({
      title: 'Hooked',
      datatagId: datatag.id,
      subject: factories.randomEmail(),
    });
    const sent = await org.coffer.messages.sendText(created.box, 'ping');
    const delivery = await delivered(1);
    const event = org.coffer.webhooks.verify(delivery.body, toRecord(delivery.headers), secret);
    expect(event).toMatchObject({
      type: 'msg.text',
      data: {
        box_id: created.box.id,
        event_id: sent.id,
        sender: { organization_id: org.organizationId },
      },
    });
    // A Headers and bytes do as well as node:http's object and a string.
    expect(
      org.coffer.webhooks.verify(
        new TextEncoder().encode(delivery.body),
        new Headers(toRecord(delivery.headers)),
        secret,
      ),
    ).toEqual(event);
    // Altered, or checked with the secret rotated away: refused.
    const tampered = delivery.body.replace(created.box.id, crypto.randomUUID());
    expect(() => org.coffer.webhooks.verify(tampered, toRecord(delivery.headers), secret)).toThrow(
      WebhookSignatureError,
    );
    expect(() =>
      org.coffer.webhooks.verify(delivery.body, toRecord(delivery.headers), endpoint.secret),
    ).toThrow(WebhookSignatureError);

    // The outcome is recorded once the receiver has answered.
    await expect
      .poll(() => org.coffer.webhooks.deliveries(endpoint.id).toArray())
      .toMatchObject([
        { id: delivery.headers['webhook-id'], event_type: 'msg.text', status: 'succeeded' },
      ]);

    await org.coffer.webhooks.update(endpoint.id, { enabled: false });
    expect((await org.coffer.webhooks.list().toArray())[0]).toMatchObject({ enabled: false });
    await org.coffer.webhooks.delete(endpoint.id);
    expect(await org.coffer.webhooks.list().toArray()).toEqual([]);
  });
});

function toRecord(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  );
}
