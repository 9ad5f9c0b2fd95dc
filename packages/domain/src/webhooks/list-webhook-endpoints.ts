import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertWebhookAdmin } from './find-webhook-endpoint';
import {
  toWebhookEndpointRecord,
  webhookEndpointSelect,
  type WebhookEndpointRecord,
} from './webhook-records';

export type ListWebhookEndpointsOptions = { caller: Caller; organizationId: string };

/** The organization's endpoints, newest first, without their secrets. */
export async function listWebhookEndpoints({
  caller,
  organizationId,
}: ListWebhookEndpointsOptions): Promise<WebhookEndpointRecord[]> {
  await assertWebhookAdmin(caller, organizationId);
  const rows = await getDb().webhookEndpoint.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: webhookEndpointSelect,
  });
  return rows.map(toWebhookEndpointRecord);
}
