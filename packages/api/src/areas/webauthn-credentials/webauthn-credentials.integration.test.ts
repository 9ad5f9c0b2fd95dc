import { describe, expect, it } from 'vitest';
import {
  createBrowserSession,
  createIdentity,
  createUserSession,
  createSignedInIdentity,
} from '@coffer/domain/test-factories';
import { createSoftwareAuthenticator } from '@coffer/domain/test-authn-methods';
import { buildOpenApiDocument } from '../../rest/openapi-document';
import { createRestClient } from '../../../test/rest-client';
import { webauthnCredentialsOperations } from './operations';

process.env.APP_ORIGIN = 'http://localhost:3000';

const routes = { webauthnCredentials: webauthnCredentialsOperations };
const call = createRestClient();

function signedIn(acr = 1) {
  return createSignedInIdentity({ acr });
}

type CreationOptions = { publicKey: { challenge: string; rp: { id: string } } };

/** Registers a software authenticator through the two REST calls. */
async function registerKey(
  identityId: string,
  headers: () => Headers,
  /** null: none given. */
  name: string | null = 'My key',
  aaguid?: string,
) {
  const path = `/identities/${identityId}/webauthn-credentials/create`;
  const options = (await (await call('GET', path, headers())).json()) as CreationOptions;
  const authenticator = createSoftwareAuthenticator({
    origin: 'http://localhost:3000',
    rpId: options.publicKey.rp.id,
    ...(aaguid ? { aaguid } : {}),
  });
  const response = await call('POST', path, headers(), {
    ...(name === null ? {} : { name }),
    credential: authenticator.register(options.publicKey.challenge),
  });
  return { authenticator, response };
}

describe('registration: GET and POST /identities/{id}/webauthn-credentials/create', () => {
  it('200 creation options, then 200 the credential record', async () => {
    const { identity, session } = await signedIn();
    const path = `/identities/${identity.id}/webauthn-credentials/create`;
    const options = await call('GET', path, session.headers());
    expect(options.status).toBe(200);
    expect(await options.json()).toMatchObject({
      publicKey: {
        rp: { name: 'Coffer', id: 'localhost' },
        user: { name: identity.identifierValue },
        authenticatorSelection: {
          residentKey: 'preferred',
          requireResidentKey: false,
          userVerification: 'preferred',
        },
        excludeCredentials: [],
      },
    });
    const { authenticator, response } = await registerKey(identity.id, session.headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: authenticator.id,
      name: 'My key',
      identity_id: identity.id,
      aaguid: null,
      authenticator: null,
      browser: null,
      os: null,
      device_type: null,
      created_at: expect.any(String),
      last_used_at: null,
      this_browser: false,
    });
  });

  it('403 for an answer that does not verify; 400 for a body that is not a credential', async () => {
    const { identity, session } = await signedIn();
    const path = `/identities/${identity.id}/webauthn-credentials/create`;
    const authenticator = createSoftwareAuthenticator({
      origin: 'http://localhost:3000',
      rpId: 'localhost',
    });
    const unknown = await call('POST', path, session.headers(), {
      name: 'key',
      credential: authenticator.register('bm8tY2hhbGxlbmdl'),
    });
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toMatchObject({ details: { credential: 'invalid' } });
    const broken = await call('POST', path, session.headers(), {
      name: 'key',
      credential: { id: 'abc' },
    });
    expect(broken.status).toBe(400);
    // Nested fields are reported under their top-level field (here: rawId… are missing).
    expect(await broken.json()).toMatchObject({
      origin: 'body',
      details: { credential: 'required' },
    });
  });

  it('refuses without credentials (401), without CSRF (400), for another identity (403)', async () => {
    const { identity, session } = await signedIn();
    const path = `/identities/${identity.id}/webauthn-credentials/create`;
    expect((await call('GET', path)).status).toBe(401);
    const headers = session.headers();
    headers.delete('x-csrf-token');
    const noCsrf = await call('GET', path, headers);
    expect(noCsrf.status).toBe(400);
    expect(await noCsrf.json()).toMatchObject({ details: { 'X-CSRF-Token': 'required' } });
    const other = await createIdentity();
    const notSelf = await call(
      'GET',
      `/identities/${other.id}/webauthn-credentials/create`,
      session.headers(),
    );
    expect(notSelf.status).toBe(403);
    const malformed = await call(
      'GET',
      '/identities/1/webauthn-credentials/create',
      session.headers(),
    );
    expect(malformed.status).toBe(400);
  });
});

describe('GET /webauthn-credentials?identity_id=', () => {
  it("200 the caller's credentials at acr 2; 403 acr at acr 1; 403 for another identity", async () => {
    const { identity, session } = await signedIn(2);
    const { authenticator } = await registerKey(identity.id, session.headers);
    const listed = await call(
      'GET',
      `/webauthn-credentials?identity_id=${identity.id}`,
      session.headers(),
    );
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([
      {
        id: authenticator.id,
        name: 'My key',
        identity_id: identity.id,
        aaguid: null,
        authenticator: null,
        browser: null,
        os: null,
        device_type: null,
        created_at: expect.any(String),
        last_used_at: null,
        this_browser: false,
      },
    ]);

    const weak = await createUserSession({ identityId: identity.id, acr: 1 });
    const tooLow = await call(
      'GET',
      `/webauthn-credentials?identity_id=${identity.id}`,
      weak.headers(),
    );
    expect(tooLow.status).toBe(403);
    expect(await tooLow.json()).toMatchObject({
      origin: 'acr',
      details: { acr: 'forbidden', required_acr: '2' },
    });

    const other = await signedIn(2);
    const notSelf = await call(
      'GET',
      `/webauthn-credentials?identity_id=${identity.id}`,
      other.session.headers(),
    );
    expect(notSelf.status).toBe(403);
    expect(await notSelf.json()).toMatchObject({
      origin: 'query',
      details: { identity_id: 'forbidden' },
    });
    const malformed = await call('GET', '/webauthn-credentials?identity_id=me', session.headers());
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      origin: 'query',
      details: { identity_id: 'malformed' },
    });
    expect((await call('GET', `/webauthn-credentials?identity_id=${identity.id}`)).status).toBe(
      401,
    );
  });
});

describe('DELETE /webauthn-credentials/{id}', () => {
  it("204 for an own credential; 403 for another's; 404 unknown; 400 malformed", async () => {
    const { identity, session } = await signedIn(2);
    const { authenticator } = await registerKey(identity.id, session.headers);
    const other = await signedIn(2);
    const notOwner = await call(
      'DELETE',
      `/webauthn-credentials/${authenticator.id}`,
      other.session.headers(),
    );
    expect(notOwner.status).toBe(403);

    const weak = await createUserSession({ identityId: identity.id, acr: 1 });
    const tooLow = await call(
      'DELETE',
      `/webauthn-credentials/${authenticator.id}`,
      weak.headers(),
    );
    expect(tooLow.status).toBe(403);
    expect(await tooLow.json()).toMatchObject({ origin: 'acr' });

    const deleted = await call(
      'DELETE',
      `/webauthn-credentials/${authenticator.id}`,
      session.headers(),
    );
    expect(deleted.status).toBe(204);
    const listed = await call(
      'GET',
      `/webauthn-credentials?identity_id=${identity.id}`,
      session.headers(),
    );
    expect(await listed.json()).toEqual([]);

    const unknown = await call(
      'DELETE',
      `/webauthn-credentials/${authenticator.id}`,
      session.headers(),
    );
    expect(unknown.status).toBe(404);
    const malformed = await call('DELETE', '/webauthn-credentials/a+b=', session.headers());
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ origin: 'path', details: { id: 'malformed' } });
    expect((await call('DELETE', `/webauthn-credentials/${authenticator.id}`)).status).toBe(401);
  });
});

describe('naming: what tells passkeys apart', () => {
  const ICLOUD_KEYCHAIN = 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd';
  const CHROME_ON_LINUX =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it('names an unnamed passkey after its authenticator, else its browser and system', async () => {
    const { identity, session } = await signedIn(2);
    const headers = () => {
      const withAgent = session.headers();
      withAgent.set('user-agent', CHROME_ON_LINUX);
      return withAgent;
    };
    const known = await registerKey(identity.id, headers, null, ICLOUD_KEYCHAIN);
    expect(known.response.status).toBe(200);
    expect(await known.response.json()).toMatchObject({
      name: 'iCloud Keychain',
      aaguid: ICLOUD_KEYCHAIN,
      authenticator: 'iCloud Keychain',
      browser: 'Chrome 131',
      os: 'Linux',
    });
    const unknown = await registerKey(identity.id, headers, '  ');
    expect(unknown.response.status).toBe(200);
    expect(await unknown.response.json()).toMatchObject({
      name: 'Chrome 131, Linux',
      aaguid: null,
      authenticator: null,
    });
    // An AAGUID is any 128 bits, not an RFC 9562 UUID (Chromium's virtual authenticator's).
    const virtual = '01020304-0506-0708-0102-030405060708';
    const unlisted = await registerKey(identity.id, headers, 'Virtual', virtual);
    expect(unlisted.response.status).toBe(200);
    expect(await unlisted.response.json()).toMatchObject({ aaguid: virtual, authenticator: null });
  });

  it('marks the passkeys made in the browser that lists them', async () => {
    const identity = await createIdentity();
    const laptop = await createBrowserSession({
      identityId: identity.id,
      acr: 2,
      browserKeyHash: 'laptop-browser-key-hash',
    });
    const phone = await createBrowserSession({
      identityId: identity.id,
      acr: 2,
      browserKeyHash: 'phone-browser-key-hash',
    });
    const made = await registerKey(identity.id, laptop.headers, 'Laptop');
    expect(await made.response.json()).toMatchObject({ this_browser: true });
    const listFrom = async (browser: typeof laptop) =>
      (await (
        await call('GET', `/webauthn-credentials?identity_id=${identity.id}`, browser.headers())
      ).json()) as { this_browser: boolean }[];
    expect(await listFrom(laptop)).toMatchObject([{ this_browser: true }]);
    expect(await listFrom(phone)).toMatchObject([{ this_browser: false }]);
  });
});

describe('PATCH /webauthn-credentials/{id}', () => {
  const rename = (id: string, headers: Headers, body: unknown) =>
    call('PATCH', `/webauthn-credentials/${id}`, headers, body);

  it("200 renames an own credential; 403 another's, 404 unknown, 400 bad names: nothing changed", async () => {
    const { identity, session } = await signedIn(2);
    const { authenticator } = await registerKey(identity.id, session.headers);
    const renamed = await rename(authenticator.id, session.headers(), { name: '  Work laptop ' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: authenticator.id, name: 'Work laptop' });

    const other = await signedIn(2);
    const notOwner = await rename(authenticator.id, other.session.headers(), { name: 'Mine' });
    expect(notOwner.status).toBe(403);
    expect(await notOwner.json()).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
    const unknown = await rename('bm8tc3VjaC1rZXk', session.headers(), { name: 'Nothing' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ origin: 'path', details: { id: 'not_found' } });
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const bad = await rename(authenticator.id, session.headers(), { name });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ origin: 'body', details: { name: 'malformed' } });
    }
    const missing = await rename(authenticator.id, session.headers(), {});
    expect(missing.status).toBe(400);
    const weak = await createUserSession({ identityId: identity.id, acr: 1 });
    expect((await rename(authenticator.id, weak.headers(), { name: 'Low' })).status).toBe(403);
    expect((await rename(authenticator.id, new Headers(), { name: 'Nobody' })).status).toBe(401);

    const listed = await call(
      'GET',
      `/webauthn-credentials?identity_id=${identity.id}`,
      session.headers(),
    );
    expect(await listed.json()).toMatchObject([{ id: authenticator.id, name: 'Work laptop' }]);
  });
});

it('documents its operations in the OpenAPI document', () => {
  const { paths } = buildOpenApiDocument(routes, 'http://localhost:3000');
  expect(paths['/identities/{id}/webauthn-credentials/create']).toHaveProperty('get');
  expect(paths['/identities/{id}/webauthn-credentials/create']).toHaveProperty('post');
  expect(paths['/webauthn-credentials']).toHaveProperty('get');
  expect(paths['/webauthn-credentials/{id}']).toHaveProperty('delete');
  expect(paths['/webauthn-credentials/{id}']).toHaveProperty('patch');
});
