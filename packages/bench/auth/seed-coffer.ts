import { randomUUID } from 'node:crypto';
import type { BenchIdTokenAlg } from './oidc-provider-protocol';
import { createClient } from '@coffer/domain/oidc';
import { findOrCreateIdentity } from '@coffer/domain/identities';
import { createOrganization } from '@coffer/domain/organizations';
import { RELYING_PARTY_REDIRECT_URI, type RelyingPartyKey } from '@coffer/api/test-relying-party';

/**
 * The benchmark's relying party at Coffer: private_key_jwt with its ES256 JWK set, ID tokens
 * signed with `idTokenAlg`.
 */
export async function registerCofferRelyingParty(
  key: RelyingPartyKey,
  idTokenAlg: BenchIdTokenAlg,
): Promise<string> {
  const client = await createClient({
    name: `Bench relying party (${idTokenAlg})`,
    redirectUris: [RELYING_PARTY_REDIRECT_URI],
    jwks: { keys: [key.publicJwk] },
    grantTypes: ['authorization_code'],
    idTokenSignedResponseAlg: idTokenAlg,
  });
  return client.id;
}

/** An organization's server at Coffer: client_credentials with the same ES256 JWK set. */
export async function registerCofferOrganizationClient(key: RelyingPartyKey): Promise<string> {
  const organization = await createOrganization({ name: 'Bench organization' });
  const client = await createClient({
    name: 'Bench organization server',
    jwks: { keys: [key.publicJwk] },
    grantTypes: ['client_credentials'],
    organizationId: organization.id,
  });
  return client.id;
}

export async function createBenchIdentity(label: string): Promise<{ id: string; email: string }> {
  const email = `bench-${label}-${randomUUID().slice(0, 8)}@example.test`;
  const identity = await findOrCreateIdentity({ email });
  return { id: identity.id, email };
}
