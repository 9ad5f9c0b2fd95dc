import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertWebhookAdmin, findWebhookEndpointId } from './find-webhook-endpoint';

export type DeleteWebhookEndpointOptions = {
  caller: Caller;
  organizationId: string;
  endpointId: string;
};

/** Removes an endpoint with its delivery log; deliveries still waiting find nothing to do. */
export async function deleteWebhookEndpoint({
  caller,
  organizationId,
  endpointId,
}: DeleteWebhookEndpointOptions): Promise<void> {
  await assertWebhookAdmin(caller, organizationId);
  await findWebhookEndpointId(organizationId, endpointId);
  await getDb().webhookEndpoint.delete({ where: { id: endpointId }, select: { id: true } });
}
