/**
 * A proved password on Coffer's own sign-in page names the key storage's password unlocker,
 * so that the page opens the keys with the password it holds (docs/key-model.md#what-the-pages-do):
 * its id and salt only, after the password and never before, and never to a relying party.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createAccount } from '@coffer/domain/accounts';
import { createTestPasswordParams, prehash } from '@coffer/domain/test-authn-methods';
import { randomEmail } from '@coffer/domain/test-factories';
import { authorizationRequest } from '../../../test/register-relying-party';
import { serveSignInFlows } from '../../../test/serve-sign-in-flows';
import { TestBrowser } from '../../../test/test-browser';

const { server, rp } = await serveSignInFlows();
const PASSWORD = 'correct horse battery staple';

/** A person with a password, and a password unlocker sealed with parameters of its own. */
async function personWithPasswordUnlocker() {
  const email = randomEmail('unlocker');
  const db = getDb();
  const identity = await db.identity.create({
    data: { identifierValue: email, displayName: 'Unlocker' },
  });
  const params = createTestPasswordParams();
  const { account_id: accountId } = await createAccount({
    identityId: identity.id,
    prehashedPassword: await prehash(PASSWORD, params),
  });
  const unlocker = {
    id: randomUUID(),
    kek_params: createTestPasswordParams(),
  };
  await db.unlocker.create({
    data: {
      id: unlocker.id,
      accountId,
      kind: 'password',
      name: 'Password',
      kekParams: unlocker.kek_params,
      nonce: 'AAAAAAAAAAAAAAAA',
      wrappedRootKey: 'A'.repeat(64),
    },
  });
  return { email, identityId: identity.id, metadata: await prehash(PASSWORD, params), unlocker };
}

/** Names the person on the login page `loginUrl` leads to; sends a password step. */
async function signIn(
  loginUrl: string | URL,
  person: Awaited<ReturnType<typeof personWithPasswordUnlocker>>,
) {
  const browser = new TestBrowser();
  // The app's own sign-in goes through /auth/login and /oauth2/auth to the login page.
  let location = new URL(loginUrl);
  while (location.pathname !== '/login') {
    location = new URL((await browser.follow(location)).location ?? '', server.origin);
  }
  const loginChallenge = location.searchParams.get('login_challenge') ?? '';
  const identified = await browser.json('PUT', `${server.origin}/api/auth/identities`, {
    login_challenge: loginChallenge,
    identifier_value: person.email,
  });
  expect(identified.status).toBe(200);
  const step = (metadata?: unknown) =>
    browser.json('POST', `${server.origin}/api/authn-steps`, {
      login_challenge: loginChallenge,
      authn_step: {
        identity_id: person.identityId,
        method_name: 'identity:prehashed_password',
        metadata,
      },
    });
  return { identified, step };
}

describe('the password unlocker in a password step’s answer', () => {
  it('Coffer’s own page: after the proved password, its id and parameters, nothing sealed', async () => {
    const person = await personWithPasswordUnlocker();
    const { identified, step } = await signIn(
      `${server.origin}/auth/login?return_to=/inbox`,
      person,
    );
    const prepared = await step();
    expect(prepared.status).toBe(200);
    // Before the password is proved, nothing of the key storage is told.
    expect(JSON.stringify([identified.body, prepared.body])).not.toContain(person.unlocker.id);
    const answer = await step(person.metadata);
    expect(answer.status).toBe(200);
    expect(answer.body.password_unlocker).toEqual(person.unlocker);
    expect(JSON.stringify(answer.body)).not.toContain('A'.repeat(64));
  });

  it('a wrong password: refused, and no unlocker', async () => {
    const person = await personWithPasswordUnlocker();
    const { step } = await signIn(`${server.origin}/auth/login?return_to=/inbox`, person);
    const wrong = await step(await prehash('not the password', createTestPasswordParams()));
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.body)).not.toContain(person.unlocker.id);
  });

  it('a relying party’s sign-in: no unlocker', async () => {
    const person = await personWithPasswordUnlocker();
    const { url } = await authorizationRequest(rp, { prompt: 'login' });
    const { step } = await signIn(url, person);
    const answer = await step(person.metadata);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ next: 'redirect' });
    expect(answer.body.password_unlocker).toBeUndefined();
  });
});
