/**
 * ORGANIZATION_TOKEN_TTL_SECONDS: an organization's token lives as long as the setting says,
 * answers that lifetime as expires_in, and is refused as expired after it (so a client that
 * renews before expiry, like @coffer/sdk, can be tested in seconds).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { createOrganization } from '@coffer/domain/test-factories';
import { createRelyingParty } from '../../test/register-relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';

// Read by the first getEnv() of this file, which the server below makes.
process.env['ORGANIZATION_TOKEN_TTL_SECONDS'] = '2';
const server = await serveForThisFile();
const organization = await createOrganization();
const machine = await createRelyingParty(server.origin, {
  grantTypes: ['client_credentials'],
  organizationId: organization.id,
});

async function readOrganization(accessToken: string) {
  const response = await fetch(`${server.origin}/api/organizations/${organization.id}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the organization token lifetime setting', () => {
  it('issues organization tokens for ORGANIZATION_TOKEN_TTL_SECONDS, refused once expired', async () => {
    const tokens = await oidc.clientCredentialsGrant(machine.config);
    expect(tokens.expires_in).toBe(2);
    expect((await readOrganization(tokens.access_token)).status).toBe(200);
    await sleep(2_100);
    expect(await readOrganization(tokens.access_token)).toMatchObject({
      status: 401,
      body: { code: 'unauthorized', origin: 'headers', details: { authorization: 'expired' } },
    });
  });
});
