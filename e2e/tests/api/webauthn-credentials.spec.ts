import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerPasskey, type Answer } from '../../support/api-passkey';
import { signInAtLevel2ThroughApi, signInThroughApi } from '../../support/api-sign-in';
import { randomEmail } from '../../support/pages';
import { addVirtualAuthenticator } from '../../support/virtual-authenticator';

// docs/identities.md through the REST API, called from a page of the app's own
// origin as the app calls it (session cookies + X-CSRF-Token), with Chromium's virtual
// authenticator answering navigator.credentials.create() and the passkey sign-in step.

type Person = { page: Page; email: string; identityId: string };

/** A REST call from the page: cookies go by themselves, the CSRF token as the app sends it. */
function api(page: Page, method: string, path: string, body?: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { csrf_token } = (await (await fetch('/api/auth/csrf')).json()) as {
        csrf_token: string;
      };
      const headers: Record<string, string> = { 'x-csrf-token': csrf_token };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    { method, path, body },
  );
}

/** A new person in a browser context of their own, signed in with an emailed code (acr 1). */
async function signUp(browser: Browser, purpose: string): Promise<Person> {
  const page = await (await browser.newContext()).newPage();
  await addVirtualAuthenticator(page);
  const email = randomEmail(purpose);
  // The login page is not what this file tests: the same calls it makes, without rendering it.
  await signInThroughApi(page, email, '/account');
  const session = await api(page, 'GET', '/auth/session');
  expect(session).toMatchObject({ status: 200, body: { acr: 1 } });
  const { identity_id: identityId } = session.body as { identity_id: string };
  return { page, email, identityId };
}

/** Signs in again at acr 2: a new emailed code, then the passkey (docs/authentication.md). */
async function signInAtLevel2({ page, email }: Person) {
  // The login page is not what this file tests either: its calls, the passkey asked from a page.
  await signInAtLevel2ThroughApi(page, email, '/');
  expect(await api(page, 'GET', '/auth/session')).toMatchObject({
    status: 200,
    body: { acr: 2, amr: expect.arrayContaining(['identity:emailed_code', 'webauthn:webauthn']) },
  });
}

test('a passkey is registered, listed and deleted through the REST API; another identity can do neither', async ({
  browser,
}) => {
  // Two people, each signing in twice: the second emailed code waits out the resend delay.
  test.setTimeout(120_000);
  const ada = await signUp(browser, 'webauthn-owner');
  const bob = await signUp(browser, 'webauthn-other');
  const list = (person: Person, identityId: string) =>
    api(person.page, 'GET', `/webauthn-credentials?identity_id=${identityId}`);

  let credentialId = '';
  await test.step('registration at acr 1 answers the credential record', async () => {
    const registered = await registerPasskey(ada.page, ada.identityId, 'E2E passkey');
    expect(registered).toEqual({
      status: 200,
      body: {
        id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
        name: 'E2E passkey',
        identity_id: ada.identityId,
        created_at: expect.any(String),
        last_used_at: null,
        // Chromium's virtual authenticator: an AAGUID no table names, in this Chromium on Linux.
        aaguid: '01020304-0506-0708-0102-030405060708',
        authenticator: null,
        browser: expect.stringMatching(/^Chrome \d+$/),
        os: 'Linux',
        device_type: 'desktop',
        this_browser: true,
      },
    });
    credentialId = (registered.body as { id: string }).id;
    expect((await registerPasskey(bob.page, bob.identityId, 'Bob key')).status).toBe(200);
  });

  await test.step('another identity cannot start a registration for it', async () => {
    const refused = await api(
      bob.page,
      'GET',
      `/identities/${ada.identityId}/webauthn-credentials/create`,
    );
    // Bob has a passkey of his own now, and a level-1 session: his level is checked before
    // whose identity it is (docs/http-api.md#the-order-of-checks), and refuses him first.
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'forbidden', origin: 'acr', details: { required_acr: '2' } },
    });
  });

  await test.step('listing needs acr 2', async () => {
    expect(await list(ada, ada.identityId)).toMatchObject({
      status: 403,
      body: { origin: 'acr', details: { acr: 'forbidden', required_acr: '2' } },
    });
  });

  await test.step('both sign in again with their passkeys: acr 2', async () => {
    await signInAtLevel2(ada);
    await signInAtLevel2(bob);
  });

  await test.step('the owner lists it', async () => {
    expect(await list(ada, ada.identityId)).toEqual({
      status: 200,
      body: [
        {
          id: credentialId,
          name: 'E2E passkey',
          identity_id: ada.identityId,
          created_at: expect.any(String),
          // Its sign-in at level 2 just used it.
          last_used_at: expect.any(String),
          aaguid: '01020304-0506-0708-0102-030405060708',
          authenticator: null,
          browser: expect.stringMatching(/^Chrome \d+$/),
          os: 'Linux',
          device_type: 'desktop',
          this_browser: true,
        },
      ],
    });
  });

  await test.step('another identity, at acr 2 too, can neither register, list nor delete it (403)', async () => {
    expect(
      await api(bob.page, 'GET', `/identities/${ada.identityId}/webauthn-credentials/create`),
    ).toMatchObject({ status: 403, body: { code: 'forbidden', origin: 'path' } });
    expect(await list(bob, ada.identityId)).toMatchObject({
      status: 403,
      body: { code: 'forbidden', origin: 'query', details: { identity_id: 'forbidden' } },
    });
    expect(await api(bob.page, 'DELETE', `/webauthn-credentials/${credentialId}`)).toMatchObject({
      status: 403,
      body: { code: 'forbidden', origin: 'path' },
    });
    expect((await list(ada, ada.identityId)).body).toHaveLength(1);
  });

  await test.step('the owner deletes it: 204, and the list is empty', async () => {
    expect(await api(ada.page, 'DELETE', `/webauthn-credentials/${credentialId}`)).toEqual({
      status: 204,
      body: null,
    });
    expect(await list(ada, ada.identityId)).toEqual({ status: 200, body: [] });
    expect((await list(bob, bob.identityId)).body).toHaveLength(1);
  });
});
