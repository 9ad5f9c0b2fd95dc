/**
 * A passkey created during a sign-in counts once
 * (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once): the app's session
 * registers a passkey with user verification, and the step-up that goes on from that session
 * completes with it, without a second ceremony; in no other case.
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import {
  finishWebauthnRegistration,
  REGISTRATION_PROOF_WINDOW_MS,
  startWebauthnRegistration,
} from '@coffer/domain/authn-methods';
import { createSoftwareAuthenticator } from '@coffer/domain/test-authn-methods';
import {
  createIdentity,
  createProviderSessionFor,
  queuedSecurityEvents,
  userCaller,
} from '@coffer/domain/test-factories';
import { authorizationRequest, createRelyingParty } from '../../test/register-relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';
import { browserWithSession, TestBrowser } from '../../test/test-browser';

delete process.env['SMTP_URL'];

const server = await serveForThisFile();

/** A person with no second method, whose browser signed in with the emailed code (acr 1). */
async function personAtLevel1() {
  const identity = await createIdentity();
  const browser = await browserWithSession(identity.id);
  const session = await getDb().providerSession.findFirstOrThrow({
    where: { identityId: identity.id },
  });
  return { identity, browser, sessionId: session.id };
}

/** "Create a passkey": the app's session `sessionId` registers one, as the page does. */
async function createPasskey(
  identityId: string,
  sessionId: string | null,
  options: { finishedBy?: string | null; userVerified?: boolean; stepUp?: boolean } = {},
) {
  const caller = { ...userCaller(identityId, { acr: 1 }), sessionId };
  const { publicKey } = await startWebauthnRegistration({ caller, identityId });
  const authenticator = createSoftwareAuthenticator({
    origin: server.origin,
    rpId: publicKey.rp.id,
  });
  await finishWebauthnRegistration({
    caller: {
      ...caller,
      sessionId: options.finishedBy === undefined ? sessionId : options.finishedBy,
    },
    identityId,
    stepUp: options.stepUp ?? true,
    credential: authenticator.register(publicKey.challenge, {
      userVerified: options.userVerified ?? true,
    }),
  });
  return authenticator;
}

/** "…and continue": the app's step-up to level 2, back to the box; where it lands. */
async function stepUp(browser: TestBrowser): Promise<URL> {
  const start = await browser.follow(
    `${server.origin}/auth/login?return_to=%2Fboxes%2Fb&acr_values=2`,
  );
  return new URL((await browser.follow(start.location ?? '')).location ?? '');
}

/** Follows the completed step-up to the app's callback: the page it returns to. */
async function backToThePage(browser: TestBrowser, resume: URL): Promise<string | undefined> {
  const authorize = await browser.follow(resume);
  const callback = await browser.follow(authorize.location ?? '');
  return callback.location?.split('#')[0];
}

describe('a passkey created by the session counts as its step-up’s passkey, once', () => {
  it('completes the step-up at level 2 with no second ceremony, and says the passkey was added', async () => {
    const { identity, browser, sessionId } = await personAtLevel1();
    await createPasskey(identity.id, sessionId);

    const resume = await stepUp(browser);
    // Not the login page: the login completed, the browser picks up its code.
    expect(resume.pathname).toBe('/oauth2/auth');
    expect(resume.searchParams.get('login_challenge')).toBeTruthy();
    expect(await backToThePage(browser, resume)).toBe('/boxes/b');

    const session = await getDb().providerSession.findFirstOrThrow({
      where: { identityId: identity.id, revokedAt: null },
    });
    expect(session).toMatchObject({ acr: 2, amr: ['identity:emailed_code', 'webauthn:webauthn'] });
    // The source session is replaced, its emailed code's time kept.
    expect(session.id).not.toBe(sessionId);
    expect(await queuedSecurityEvents(identity.id)).toContain('passkey_added');
    expect(await getDb().webauthnRegistrationProof.count({ where: { sessionId } })).toBe(0);
  });

  it('counts once: a second step-up from the same session asks for the passkey', async () => {
    const { identity, browser, sessionId } = await personAtLevel1();
    await createPasskey(identity.id, sessionId);
    const token = browser.cookies.get('coffer_session');
    expect((await stepUp(browser)).pathname).toBe('/oauth2/auth');

    // The same source session again (as a second tab holding its cookie would be).
    const again = new TestBrowser();
    again.cookies.set('coffer_session', token ?? '');
    await getDb().providerSession.updateMany({
      where: { id: sessionId },
      data: { revokedAt: null },
    });
    expect((await stepUp(again)).pathname).toBe('/login');
  });

  it('does not count for another session, nor one finished by another session', async () => {
    const first = await personAtLevel1();
    const otherBrowser = await browserWithSession(first.identity.id);
    await createPasskey(first.identity.id, first.sessionId);
    expect((await stepUp(otherBrowser)).pathname).toBe('/login');

    // Issued to the first session, finished by the other: no proof for either.
    const second = await personAtLevel1();
    await createProviderSessionFor({
      identityId: second.identity.id,
      acr: 1,
      amr: ['identity:emailed_code'],
    });
    const { id: otherId } = await getDb().providerSession.findFirstOrThrow({
      where: { identityId: second.identity.id, id: { not: second.sessionId } },
    });
    await createPasskey(second.identity.id, second.sessionId, { finishedBy: otherId });
    expect(
      await getDb().webauthnRegistrationProof.count({
        where: { sessionId: { in: [second.sessionId, otherId] } },
      }),
    ).toBe(0);
    expect((await stepUp(second.browser)).pathname).toBe('/login');
  });

  it('does not count a registration that did not continue a sign-in (a passkey added on /account)', async () => {
    const { identity, browser, sessionId } = await personAtLevel1();
    await createPasskey(identity.id, sessionId, { stepUp: false });
    expect((await stepUp(browser)).pathname).toBe('/login');
  });

  it('does not count for a relying party’s step-up, which keeps it for the app’s', async () => {
    const { identity, browser, sessionId } = await personAtLevel1();
    await createPasskey(identity.id, sessionId);
    const rp = await createRelyingParty(server.origin);
    const { url } = await authorizationRequest(rp, { acr_values: '2' });
    expect(new URL((await browser.follow(url)).location ?? '').pathname).toBe('/login');
    expect(await getDb().webauthnRegistrationProof.count({ where: { sessionId } })).toBe(1);
    expect((await stepUp(browser)).pathname).toBe('/oauth2/auth');
  });

  it('does not count after the window', async () => {
    const { identity, browser, sessionId } = await personAtLevel1();
    await createPasskey(identity.id, sessionId);
    await getDb().webauthnRegistrationProof.updateMany({
      where: { sessionId },
      data: { createdAt: new Date(Date.now() - REGISTRATION_PROOF_WINDOW_MS - 1000) },
    });
    expect((await stepUp(browser)).pathname).toBe('/login');
  });

  it('does not count without user verification: the passkey is added, and asked for', async () => {
    const { identity, browser, sessionId } = await personAtLevel1();
    await createPasskey(identity.id, sessionId, { userVerified: false });
    expect(await getDb().webauthnCredential.count({ where: { identityId: identity.id } })).toBe(1);
    expect((await stepUp(browser)).pathname).toBe('/login');
  });

  it('does not count a registration that did not complete', async () => {
    const { identity, browser, sessionId } = await personAtLevel1();
    const caller = { ...userCaller(identity.id, { acr: 1 }), sessionId };
    const { publicKey } = await startWebauthnRegistration({ caller, identityId: identity.id });
    const authenticator = createSoftwareAuthenticator({
      origin: 'https://elsewhere.example',
      rpId: publicKey.rp.id,
    });
    await expect(
      finishWebauthnRegistration({
        caller,
        identityId: identity.id,
        stepUp: true,
        credential: authenticator.register(publicKey.challenge),
      }),
    ).rejects.toMatchObject({ details: { credential: 'invalid' } });
    expect((await stepUp(browser)).pathname).toBe('/login');
  });
});
