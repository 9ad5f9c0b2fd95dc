import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertWebhookAdmin, findWebhookEndpointId } from './find-webhook-endpoint';
import { createWebhookSecret } from './webhook-secret';

export type RotateWebhookSecretOptions = {
  caller: Caller;
  organizationId: string;
  endpointId: string;
};

/**
 * A new signing secret for the endpoint, answered this once; every delivery from now on,
 * retries included, is signed with it and no longer with the old one.
 */
export async function rotateWebhookSecret({
  caller,
  organizationId,
  endpointId,
}: RotateWebhookSecretOptions): Promise<{ secret: string }> {
  await assertWebhookAdmin(caller, organizationId);
  await findWebhookEndpointId(organizationId, endpointId);
  const { secret, sealed } = createWebhookSecret();
  await getDb().webhookEndpoint.update({
    where: { id: endpointId },
    data: { sealedSecret: sealed },
    select: { id: true },
  });
  return { secret };
}
