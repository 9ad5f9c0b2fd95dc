import { randomUUID } from 'node:crypto';
import { getDb } from '@coffer/db';
import { AppError } from '../../errors/app-error';
import { assertWebhookDestination } from '../../webhooks/assert-webhook-destination';
import { clientInputSchema, type ClientInput } from './client-schemas';
import { clientSelect } from './client-select';
import { parseClientJwks } from './parse-client-jwks';

/** Registers a relying party or an organization's machine client (private_key_jwt only). */
export async function createClient(input: ClientInput & { id?: string }) {
  const client = clientInputSchema.parse(input);
  // One check of the keys for every way in (the CLI, the dashboard): public, supported, sound.
  const jwks = client.jwks === undefined ? undefined : await parseClientJwks(client.jwks);
  // The same rule as a webhook endpoint's: Coffer's server POSTs there (docs/oidc.md).
  if (client.backchannelLogoutUri) {
    assertWebhookDestination(client.backchannelLogoutUri, 'backchannel_logout_uri');
  }
  if (client.organizationId) {
    const organization = await getDb().organization.findUnique({
      where: { id: client.organizationId },
      select: { id: true },
    });
    if (!organization) {
      throw new AppError('not_found', {
        origin: 'body',
        desc: 'no such organization',
        details: { organization_id: 'not_found' },
      });
    }
  }
  return getDb().oAuthClient.create({
    data: {
      id: input.id ?? randomUUID(),
      ...client,
      jwks,
    },
    select: clientSelect,
  });
}
