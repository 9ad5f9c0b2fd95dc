import { JOB_QUEUES } from '../jobs/job-definitions';
import { jobQueue } from '../jobs/job-queue';

export type DeferWebhookDeliveryOptions = {
  deliveryId: string;
  organizationId: string;
  seconds: number;
};

/**
 * A delivery that may not be tried now (its endpoint is paused, or busy in this process) waits
 * in a job of its own, due in `seconds`: no attempt is spent, and the worker is free at once.
 */
export async function deferWebhookDelivery({
  deliveryId,
  organizationId,
  seconds,
}: DeferWebhookDeliveryOptions): Promise<void> {
  const queue = await jobQueue();
  await queue.send(
    JOB_QUEUES.webhookDelivery,
    { deliveryId },
    { startAfter: Math.max(1, Math.ceil(seconds)), group: { id: organizationId } },
  );
}
