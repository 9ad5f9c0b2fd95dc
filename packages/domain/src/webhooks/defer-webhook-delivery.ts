import { JOB_QUEUES, PERSISTENT_RETRIES } from '../jobs/job-definitions';
import { jobQueue } from '../jobs/job-queue';

export type DeferWebhookDeliveryOptions = {
  deliveryId: string;
  organizationId: string;
  seconds: number;
  /** Attempts the delivery made: its retries go on from there, not from the start. */
  attempts: number;
};

/**
 * A delivery that may not be tried now (its endpoint is paused, or busy in this process) waits
 * in a job of its own, due in `seconds`: no attempt is spent, and the worker is free at once.
 * The new job's retries continue the delivery's schedule (the attempts left, the back-off
 * reached), so that deferring never restarts it at 30 s.
 */
export async function deferWebhookDelivery({
  deliveryId,
  organizationId,
  seconds,
  attempts,
}: DeferWebhookDeliveryOptions): Promise<void> {
  const { retryLimit, retryDelay, retryDelayMax } = PERSISTENT_RETRIES;
  const queue = await jobQueue();
  await queue.send(
    JOB_QUEUES.webhookDelivery,
    { deliveryId },
    {
      startAfter: Math.max(1, Math.ceil(seconds)),
      group: { id: organizationId },
      retryLimit: Math.max(0, retryLimit - attempts),
      retryDelay: Math.min(retryDelay * 2 ** attempts, retryDelayMax),
    },
  );
}
