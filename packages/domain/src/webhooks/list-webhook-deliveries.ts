import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertWebhookAdmin, findWebhookEndpointId } from './find-webhook-endpoint';
import {
  toWebhookDeliveryRecord,
  webhookDeliverySelect,
  type WebhookDeliveryRecord,
} from './webhook-records';

export type ListWebhookDeliveriesOptions = {
  caller: Caller;
  organizationId: string;
  endpointId: string;
  offset: number;
  limit: number;
};

/** The endpoint's delivery log, newest first: status, attempts, last error. */
export async function listWebhookDeliveries({
  caller,
  organizationId,
  endpointId,
  offset,
  limit,
}: ListWebhookDeliveriesOptions): Promise<WebhookDeliveryRecord[]> {
  await assertWebhookAdmin(caller, organizationId);
  await findWebhookEndpointId(organizationId, endpointId);
  const rows = await getDb().webhookDelivery.findMany({
    where: { endpointId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: offset,
    take: limit,
    select: webhookDeliverySelect,
  });
  return rows.map(toWebhookDeliveryRecord);
}
