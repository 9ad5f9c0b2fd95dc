import { randomUUID } from 'node:crypto';
import { createClient } from '@coffer/domain/oidc';
import { findOrCreateIdentity } from '@coffer/domain/identities';
import { RELYING_PARTY_REDIRECT_URI, type RelyingPartyKey } from '@coffer/api/test-relying-party';

/** The benchmark's relying party at Coffer: private_key_jwt with its ES256 JWK set. */
export async function registerCofferRelyingParty(key: RelyingPartyKey): Promise<string> {
  const client = await createClient({
    name: 'Bench relying party',
    redirectUris: [RELYING_PARTY_REDIRECT_URI],
    jwks: { keys: [key.publicJwk] },
    grantTypes: ['authorization_code'],
  });
  return client.id;
}

export async function createBenchIdentity(label: string): Promise<{ id: string; email: string }> {
  const email = `bench-${label}-${randomUUID().slice(0, 8)}@example.test`;
  const identity = await findOrCreateIdentity({ email });
  return { id: identity.id, email };
}
