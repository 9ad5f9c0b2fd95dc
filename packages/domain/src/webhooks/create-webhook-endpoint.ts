import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { overLimit } from '../key-storage/key-storage-limits';
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

/**
 * Registers an endpoint; its signing secret is answered this once (docs/activity.md). Each
 * event becomes one request per endpoint, so an organization has at most
 * WEBHOOK_ENDPOINTS_PER_ORGANIZATION (413 beyond, like every collection's limit: waiting would
 * not help, so it is no 429). The organization's row is locked so that two registrations at
 * once cannot both take the last place (NO KEY: inserts that reference it go on).
 */
export async function createWebhookEndpoint({
  caller,
  organizationId,
  url,
  eventTypes,
}: CreateWebhookEndpointOptions): Promise<WebhookEndpointRecord & { secret: string }> {
  await assertWebhookAdmin(caller, organizationId);
  assertWebhookDestination(url);
  const { secret, sealed } = createWebhookSecret();
  const limit = getEnv().activity.webhookEndpointsPerOrganization;
  const row = await getDb().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Organization" WHERE "id" = ${organizationId}::uuid FOR NO KEY UPDATE`;
    if ((await tx.webhookEndpoint.count({ where: { organizationId } })) >= limit) {
      throw overLimit(
        'webhook_endpoints',
        `an organization has at most ${limit} webhook endpoints (WEBHOOK_ENDPOINTS_PER_ORGANIZATION)`,
      );
    }
    return tx.webhookEndpoint.create({
      data: { organizationId, url, eventTypes, sealedSecret: sealed },
      select: webhookEndpointSelect,
    });
  });
  return { ...toWebhookEndpointRecord(row), secret };
}
