import { Webhook } from 'standardwebhooks';
import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { PERSISTENT_RETRIES } from '../jobs/job-definitions';
import { postWebhook } from './post-webhook';
import { unsealWebhookSecret } from './webhook-secret';

/**
 * The `webhook-delivery` job (docs/activity.md): POSTs the payload to the endpoint, signed
 * per Standard Webhooks (webhook-id is the delivery's id, which a receiver deduplicates on),
 * within WEBHOOK_TIMEOUT_SECONDS, following no redirect, to public addresses only unless
 * WEBHOOK_PRIVATE_NETWORKS allows others. A 2xx answer delivers it; anything
 * else is recorded in the log and thrown, for the queue to retry with back-off; after the
 * last retry the delivery stays `failed`.
 */
export async function deliverWebhook({ deliveryId }: { deliveryId: string }): Promise<void> {
  const db = getDb();
  const delivery = await db.webhookDelivery.findUnique({
    where: { id: deliveryId },
    select: {
      id: true,
      payload: true,
      status: true,
      attempts: true,
      endpoint: { select: { url: true, sealedSecret: true, enabled: true } },
    },
  });
  // The endpoint was deleted (its log with it), or a retry of a delivery already made.
  if (!delivery || delivery.status === 'succeeded') return;
  if (!delivery.endpoint.enabled) {
    await db.webhookDelivery.update({ where: { id: deliveryId }, data: { status: 'skipped' } });
    return;
  }
  const body = JSON.stringify(delivery.payload);
  const at = new Date();
  const signature = new Webhook(unsealWebhookSecret(delivery.endpoint.sealedSecret)).sign(
    delivery.id,
    at,
    body,
  );
  const { webhookTimeoutSeconds, webhookPrivateNetworks } = getEnv().activity;
  const outcome = await postWebhook(
    delivery.endpoint.url,
    body,
    {
      'webhook-id': delivery.id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
    { timeoutMs: webhookTimeoutSeconds * 1000, privateNetworks: webhookPrivateNetworks },
  );
  const attempts = delivery.attempts + 1;
  const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const lastTry = attempts > PERSISTENT_RETRIES.retryLimit;
  await db.webhookDelivery.update({
    where: { id: deliveryId },
    data: {
      attempts,
      lastAttemptAt: at,
      lastStatusCode: outcome.status,
      lastError: delivered ? null : outcome.error,
      status: delivered ? 'succeeded' : lastTry ? 'failed' : 'retrying',
      deliveredAt: delivered ? new Date() : null,
    },
  });
  if (!delivered) throw new Error(`webhook delivery ${deliveryId}: ${outcome.error}`);
}
