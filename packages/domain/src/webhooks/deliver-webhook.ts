import { Webhook } from 'standardwebhooks';
import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { PERSISTENT_RETRIES } from '../jobs/job-definitions';
import { deferWebhookDelivery } from './defer-webhook-delivery';
import { postWebhook } from './post-webhook';
import { PAUSE_AFTER_FAILURES, recordWebhookOutcome } from './record-webhook-outcome';
import { unsealWebhookSecret } from './webhook-secret';

// Deliveries in flight in this process, per endpoint (WEBHOOK_CONCURRENCY_PER_ENDPOINT).
const inFlight = new Map<string, number>();
// How long a delivery waits when its endpoint has no free slot in this process.
const BUSY_ENDPOINT_WAIT_SECONDS = 2;
// A paused endpoint is tried again by one delivery, which holds the pause for longer than its
// attempt may take (WEBHOOK_TIMEOUT_SECONDS).
const PROBE_MARGIN_SECONDS = 30;
// The queue's retries span about a day: a delivery whose endpoint is still paused a day after
// its event has had its chances.
const MAX_AGE_MS = 24 * 3600 * 1000;

/**
 * The `webhook-delivery` job (docs/activity.md, "Webhooks"): POSTs the payload to the
 * endpoint, signed per Standard Webhooks (webhook-id is the delivery's id, which a receiver
 * deduplicates on), within WEBHOOK_TIMEOUT_SECONDS, following no redirect, to public addresses
 * only unless WEBHOOK_PRIVATE_NETWORKS allows others. A 2xx answer delivers it; anything else
 * is recorded in the log and thrown, for the queue to retry with back-off; after the last
 * retry the delivery stays `failed`. The attempt is counted before the POST, so an attempt
 * that a crash interrupted is in the log too. An endpoint that keeps failing is paused: its
 * deliveries wait without trying, and one of them tries again when the pause ends.
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
      createdAt: true,
      endpoint: {
        select: {
          id: true,
          organizationId: true,
          url: true,
          sealedSecret: true,
          enabled: true,
          failureStreak: true,
        },
      },
    },
  });
  // The endpoint was deleted (its log with it), or a retry of a delivery already made.
  if (!delivery || delivery.status === 'succeeded' || delivery.status === 'failed') return;
  const { endpoint } = delivery;
  if (!endpoint.enabled) {
    await db.webhookDelivery.update({ where: { id: deliveryId }, data: { status: 'skipped' } });
    return;
  }
  const defer = (seconds: number) =>
    deferWebhookDelivery({
      deliveryId,
      organizationId: endpoint.organizationId,
      seconds,
      attempts: delivery.attempts,
    });

  // The endpoint's place is taken before any wait, so that two deliveries cannot both see a
  // free place and take it.
  if (!takeEndpointPlace(endpoint.id)) {
    await defer(BUSY_ENDPOINT_WAIT_SECONDS);
    return;
  }
  try {
    const pausedUntil = await claimIfPaused(endpoint.id, endpoint.failureStreak);
    if (!pausedUntil) {
      await attempt(delivery);
      return;
    }
    if (Date.now() - delivery.createdAt.getTime() > MAX_AGE_MS) {
      await db.webhookDelivery.update({
        where: { id: deliveryId },
        data: {
          status: 'failed',
          lastError: 'its endpoint was still paused a day after the event',
        },
      });
      return;
    }
    // After the pause, with jitter: the waiting deliveries do not all come back at once.
    await defer((pausedUntil.getTime() - Date.now()) / 1000 + Math.random() * 10);
  } finally {
    giveEndpointPlaceBack(endpoint.id);
  }
}

function takeEndpointPlace(endpointId: string): boolean {
  const busy = inFlight.get(endpointId) ?? 0;
  if (busy >= getEnv().activity.webhookConcurrency.endpoint) return false;
  inFlight.set(endpointId, busy + 1);
  return true;
}

function giveEndpointPlaceBack(endpointId: string): void {
  const left = (inFlight.get(endpointId) ?? 1) - 1;
  if (left === 0) inFlight.delete(endpointId);
  else inFlight.set(endpointId, left);
}

type DeliveryToAttempt = {
  id: string;
  payload: unknown;
  attempts: number;
  endpoint: { id: string; url: string; sealedSecret: string };
};

async function attempt(delivery: DeliveryToAttempt): Promise<void> {
  const db = getDb();
  const body = JSON.stringify(delivery.payload);
  const at = new Date();
  const attempts = delivery.attempts + 1;
  await db.webhookDelivery.update({
    where: { id: delivery.id },
    data: {
      attempts,
      lastAttemptAt: at,
      lastStatusCode: null,
      lastError: 'no answer recorded: the attempt is under way, or its process stopped',
      status: 'retrying',
    },
  });
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
  const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  await recordWebhookOutcome({
    deliveryId: delivery.id,
    endpointId: delivery.endpoint.id,
    outcome,
    delivered,
    lastTry: attempts > PERSISTENT_RETRIES.retryLimit,
  });
  if (!delivered) throw new Error(`webhook delivery ${delivery.id}: ${outcome.error}`);
}

/**
 * Null when the endpoint may be tried now: it is not paused, or its pause is over and this
 * delivery is the one that tries it again (taking the pause for longer than its attempt may
 * last, so that the others keep waiting). Else the end of its pause.
 */
async function claimIfPaused(endpointId: string, failureStreak: number): Promise<Date | null> {
  if (failureStreak < PAUSE_AFTER_FAILURES) return null;
  const db = getDb();
  const now = new Date();
  const probeSeconds = getEnv().activity.webhookTimeoutSeconds + PROBE_MARGIN_SECONDS;
  const claimed = await db.webhookEndpoint.updateMany({
    where: { id: endpointId, OR: [{ pausedUntil: null }, { pausedUntil: { lte: now } }] },
    data: { pausedUntil: new Date(now.getTime() + probeSeconds * 1000) },
  });
  if (claimed.count === 1) return null;
  const endpoint = await db.webhookEndpoint.findUnique({
    where: { id: endpointId },
    select: { pausedUntil: true },
  });
  return endpoint?.pausedUntil ?? null;
}
