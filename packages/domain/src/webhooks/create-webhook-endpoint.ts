import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertWebhookDestination } from './assert-webhook-destination';
import { assertWebhookAdmin } from './find-webhook-endpoint';
import {
  toWebhookEndpointRecord,
  webhookEndpointSelect,
  type WebhookEndpointRecord,
} from './webhook-records';
import type { WebhookEventType } from './webhook-schemas';
import { createWebhookSecret } from './webhook-secret';

export type CreateWebhookEndpointOptions = {
  caller: Caller;
  organizationId: string;
  url: string;
  eventTypes: WebhookEventType[];
};

/** Registers an endpoint; its signing secret is answered this once (docs/activity.md). */
export async function createWebhookEndpoint({
  caller,
  organizationId,
  url,
  eventTypes,
}: CreateWebhookEndpointOptions): Promise<WebhookEndpointRecord & { secret: string }> {
  await assertWebhookAdmin(caller, organizationId);
  assertWebhookDestination(url);
  const { secret, sealed } = createWebhookSecret();
  const row = await getDb().webhookEndpoint.create({
    data: { organizationId, url, eventTypes, sealedSecret: sealed },
    select: webhookEndpointSelect,
  });
  return { ...toWebhookEndpointRecord(row), secret };
}
