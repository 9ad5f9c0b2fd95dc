import { randomUUID } from 'node:crypto';
import { getDb } from '@coffer/db';
import { createClient } from '../oidc/clients/create-client';
import type { UserCaller } from '../sessions/caller';
import { assertOrganizationRole } from './assert-organization-role';
import {
  organizationClientRecordSelect,
  toOrganizationClientRecord,
  type OrganizationClientRecord,
} from './organization-client-record';

export type CreateOrganizationClientOptions = {
  caller: UserCaller;
  organizationId: string;
  name: string;
  /** As the request gave it; checked by createClient, after the caller's role. */
  jwks: { keys: Record<string, unknown>[] };
};

/**
 * Registers a machine client of the organization (its admins, docs/http-api.md): grant
 * client_credentials, private_key_jwt with the public JWK set given. Its tokens act for the
 * organization (sub = organization id, acr 2).
 */
export async function createOrganizationClient({
  caller,
  organizationId,
  name,
  jwks,
}: CreateOrganizationClientOptions): Promise<OrganizationClientRecord> {
  await assertOrganizationRole({ caller, organizationId, roles: ['admin'], allowToken: false });
  const id = randomUUID();
  // createClient checks the keys (parseClientJwks), after the role: no key oracle for outsiders.
  await createClient({
    id,
    name,
    jwks,
    grantTypes: ['client_credentials'],
    organizationId,
  });
  const row = await getDb().oAuthClient.findUniqueOrThrow({
    where: { id },
    select: organizationClientRecordSelect,
  });
  return toOrganizationClientRecord(row);
}
