import type { Prisma } from '@coffer/db';
import { JOB_QUEUES } from '../jobs/job-definitions';
import { enqueueJob } from '../jobs/enqueue-job';
import type { WebhookEventType } from './webhook-schemas';

export type WebhookEvent = {
  type: WebhookEventType;
  boxId: string;
  /** Null for box.delete: the box's events went with it. */
  eventId: string | null;
  occurredAt: Date;
  senderIdentityId: string | null;
  senderOrganizationId: string | null;
  referrerId: string | null;
};

/**
 * In the transaction of a box's event: one delivery per enabled endpoint of the owner
 * organization that subscribed to its type, each with its job (docs/activity.md). The payload
 * holds ids, the type and the time, never content: an organization reads what it may through
 * the API.
 */
export async function queueWebhookDeliveries(
  tx: Prisma.TransactionClient,
  organizationId: string,
  event: WebhookEvent,
): Promise<void> {
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { organizationId, enabled: true, eventTypes: { has: event.type } },
    select: { id: true },
  });
  const payload = {
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    data: {
      box_id: event.boxId,
      event_id: event.eventId,
      referrer_id: event.referrerId,
      sender: {
        identity_id: event.senderIdentityId,
        organization_id: event.senderOrganizationId,
      },
    },
  };
  for (const endpoint of endpoints) {
    const delivery = await tx.webhookDelivery.create({
      data: { endpointId: endpoint.id, eventType: event.type, payload },
      select: { id: true },
    });
    // The organization's group: its deliveries share WEBHOOK_CONCURRENCY_PER_ORGANIZATION.
    await enqueueJob(
      tx,
      JOB_QUEUES.webhookDelivery,
      { deliveryId: delivery.id },
      { group: { id: organizationId } },
    );
  }
}
