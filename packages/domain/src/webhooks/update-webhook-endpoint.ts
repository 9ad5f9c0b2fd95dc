import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertWebhookDestination } from './assert-webhook-destination';
import { assertWebhookAdmin, findWebhookEndpointId } from './find-webhook-endpoint';
import type { WebhookEventType } from './webhook-schemas';

export type UpdateWebhookEndpointOptions = {
  caller: Caller;
  organizationId: string;
  endpointId: string;
  changes: { url?: string; eventTypes?: WebhookEventType[]; enabled?: boolean };
};

/**
 * Changes an endpoint's address, event types, or turns it off and on. A disabled endpoint
 * gets no new deliveries, and the ones waiting are skipped.
 */
export async function updateWebhookEndpoint({
  caller,
  organizationId,
  endpointId,
  changes,
}: UpdateWebhookEndpointOptions): Promise<void> {
  await assertWebhookAdmin(caller, organizationId);
  await findWebhookEndpointId(organizationId, endpointId);
  if (changes.url !== undefined) assertWebhookDestination(changes.url);
  await getDb().webhookEndpoint.update({
    where: { id: endpointId },
    // A new address, or an endpoint enabled again, starts without the old one's failures.
    data:
      changes.url !== undefined || changes.enabled === true
        ? { ...changes, failureStreak: 0, pausedUntil: null }
        : changes,
    select: { id: true },
  });
}
