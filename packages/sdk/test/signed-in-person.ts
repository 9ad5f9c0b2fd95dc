/**
 * The person's side of the SDK tests: someone of the running Coffer signed in (a session of
 * theirs made in its database, as the organization fixture makes its client) who calls the
 * REST API as their browser would.
 */
import { formatBoxPublicKey, generateBoxKeyPair } from '@coffer/crypto';
import { factories, getDb, origin } from './organization-fixture';

/**
 * The person of `email` (made unless Coffer knows them already), signed in at `acr` (2), with
 * box keys of their own when `withKeys` (as after setting up keys): `call` sends their
 * session's headers, and a JSON `body` when given.
 */
export async function signedInPerson(
  email = factories.randomEmail(),
  options: { acr?: number; withKeys?: boolean } = {},
) {
  const identity =
    (await getDb().identity.findFirst({ where: { identifierValue: email } })) ??
    (await factories.createIdentity({ email }));
  const keyPair = options.withKeys ? await generateBoxKeyPair() : undefined;
  if (keyPair) {
    await getDb().identity.update({
      where: { id: identity.id },
      data: { pubkey: formatBoxPublicKey(keyPair.publicKey) },
    });
  }
  const session = await factories.createUserSession({
    identityId: identity.id,
    acr: options.acr ?? 2,
  });
  const call = (method: string, path: string, body?: unknown) => {
    const headers = session.headers();
    if (body !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${origin}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
  return { id: identity.id, email, keyPair, call };
}
