import { getDb } from '@coffer/db';

/**
 * The `webhook-delivery-failed` job: the queue gave up on a delivery's job (docs/activity.md,
 * "Webhooks"). Its last attempt usually logged the failure already; one cut short by a crash
 * did not, and the log would say `retrying` for ever.
 */
export async function failWebhookDelivery({ deliveryId }: { deliveryId: string }): Promise<void> {
  await getDb().webhookDelivery.updateMany({
    where: { id: deliveryId, status: { in: ['pending', 'retrying'] } },
    data: { status: 'failed' },
  });
}
