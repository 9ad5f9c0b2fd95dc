import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { assertOrganizationRole } from '../organizations/assert-organization-role';
import type { Caller } from '../sessions/caller';

/**
 * The organization's admins and its token manage its webhooks (docs/activity.md). An
 * endpoint of another organization is "not found" here.
 */
export async function assertWebhookAdmin(caller: Caller, organizationId: string): Promise<void> {
  await assertOrganizationRole({ caller, organizationId, roles: ['admin'], allowToken: true });
}

export async function findWebhookEndpointId(
  organizationId: string,
  endpointId: string,
): Promise<string> {
  const endpoint = await getDb().webhookEndpoint.findFirst({
    where: { id: endpointId, organizationId },
    select: { id: true },
  });
  if (!endpoint) throw webhookEndpointNotFound();
  return endpoint.id;
}

function webhookEndpointNotFound(): AppError {
  return new AppError('not_found', {
    origin: 'path',
    desc: 'no such webhook endpoint in this organization',
    details: { id: 'not_found' },
  });
}
