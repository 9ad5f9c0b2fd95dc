import { getDb } from '@coffer/db';
import type { WebhookPostOutcome } from './post-webhook';

/** Consecutive failures after which an endpoint is paused (its circuit opens). */
export const PAUSE_AFTER_FAILURES = 5;

export type RecordWebhookOutcomeOptions = {
  deliveryId: string;
  endpointId: string;
  outcome: WebhookPostOutcome;
  delivered: boolean;
  /** The queue will not try again: a failure is final. */
  lastTry: boolean;
};

/**
 * Logs an attempt's outcome, and keeps the endpoint's failure streak (docs/activity.md,
 * "Webhooks"): a success ends it and any pause; from the fifth failure in a row the endpoint
 * is paused, 1 min, then twice as long after each further failure, at most 1 h. Rows deleted
 * meanwhile (the endpoint was removed) are left alone.
 */
export async function recordWebhookOutcome({
  deliveryId,
  endpointId,
  outcome,
  delivered,
  lastTry,
}: RecordWebhookOutcomeOptions): Promise<void> {
  await getDb().$transaction(async (tx) => {
    await tx.webhookDelivery.updateMany({
      where: { id: deliveryId },
      data: {
        lastStatusCode: outcome.status,
        lastError: delivered ? null : outcome.error,
        status: delivered ? 'succeeded' : lastTry ? 'failed' : 'retrying',
        deliveredAt: delivered ? new Date() : null,
      },
    });
    if (delivered) {
      await tx.webhookEndpoint.updateMany({
        where: { id: endpointId },
        data: { failureStreak: 0, pausedUntil: null },
      });
      return;
    }
    await tx.$executeRaw`
      UPDATE "WebhookEndpoint"
      SET "failureStreak" = "failureStreak" + 1,
          "pausedUntil" = CASE
            WHEN "failureStreak" + 1 >= ${PAUSE_AFTER_FAILURES}
            THEN now() + make_interval(secs => LEAST(
              60 * power(2, "failureStreak" + 1 - ${PAUSE_AFTER_FAILURES}), 3600))
            ELSE "pausedUntil" END
      WHERE "id" = ${endpointId}::uuid`;
  });
}
