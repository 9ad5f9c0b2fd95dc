/**
 * A step-up in the same browser (docs/authentication.md#step-up-in-the-same-browser): the
 * app asks for a higher level, and the login goes on from what the browser's session proved,
 * without another emailed code; and the app's own sign-in goes on to the second method the
 * person has.
 */
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { endProviderSession } from '@coffer/domain/oidc';
import { lastMailedCode } from '@coffer/domain/test-authn-methods';
import { createIdentity } from '@coffer/domain/test-factories';
import { loginApi } from '../../test/login-api';
import { authorizationRequest, createRelyingParty } from '../../test/register-relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';
import { personWithApp } from '../../test/person-with-app';
import { browserWithSession, TestBrowser } from '../../test/test-browser';

delete process.env['SMTP_URL'];

const server = await serveForThisFile();
const { identify, loginInfo, recoveryStep, step } = loginApi(server.origin);

/** A browser that signed in an hour ago or less with the emailed code alone (acr 1). */
function browserAtLevel1(identityId: string, authTime = new Date(Date.now() - 120_000)) {
  return browserWithSession(identityId, { authTime });
}

/** The app's sign-in, followed to the login page: its challenge. */
async function ownLoginPage(browser: TestBrowser, query: string): Promise<string> {
  const start = await browser.follow(`${server.origin}/auth/login?${query}`);
  const login = new URL((await browser.follow(start.location ?? '')).location ?? '');
  expect(login.pathname).toBe('/login');
  return login.searchParams.get('login_challenge') ?? '';
}

describe('a step-up from the browser’s session', () => {
  it('starts from the emailed code already performed, asks only the second method, and keeps auth_time', async () => {
    const { person, recoveryCodes } = await personWithApp();
    const authTime = new Date(Date.now() - 300_000);
    const browser = await browserAtLevel1(person.id, authTime);
    const challenge = await ownLoginPage(browser, 'return_to=%2Fboxes%2Fb&acr_values=2');

    const info = await loginInfo(browser, challenge);
    expect(info.body).toMatchObject({
      login_hint: person.identifierValue,
      performed_amrs: ['identity:emailed_code'],
    });
    const named = await identify(browser, challenge, person.identifierValue);
    expect(named.body).toMatchObject({
      performed_amrs: ['identity:emailed_code'],
      required_acr: 2,
      authn_step: { method_name: 'totp:totp' },
    });
    const done = await recoveryStep(browser, challenge, person.id, recoveryCodes[0] ?? '');
    expect(done.body).toMatchObject({ next: 'redirect' });
    // No code was mailed for this challenge: the identity group came from the session.
    expect(await getDb().emailedCode.count({ where: { loginChallengeId: challenge } })).toBe(0);

    const authorize = await browser.follow(String(done.body['redirect_to']));
    const callback = await browser.follow(authorize.location ?? '');
    expect(callback.location?.split('#')[0]).toBe('/boxes/b');
    const session = await getDb().providerSession.findFirstOrThrow({
      where: { identityId: person.id, revokedAt: null, acr: 2 },
    });
    expect(session.amr).toEqual(['identity:emailed_code', 'totp:recovery']);
    expect(session.authTime.getTime()).toBe(authTime.getTime());
  });

  it('does not carry anything over with prompt=login, nor to another email', async () => {
    const { person } = await personWithApp();
    const browser = await browserAtLevel1(person.id);
    const fresh = await ownLoginPage(browser, 'return_to=%2F&acr_values=2&prompt=login');
    expect((await loginInfo(browser, fresh)).body).toMatchObject({
      login_hint: null,
      performed_amrs: [],
    });

    const stepUp = await ownLoginPage(browser, 'return_to=%2F&acr_values=2');
    const other = await createIdentity();
    const switched = await identify(browser, stepUp, other.identifierValue);
    expect(switched.status).toBe(409);
    expect(switched.body).toMatchObject({ details: { identifier_value: 'conflict' } });
  });

  it('does not carry over a session older than max_age', async () => {
    const { person } = await personWithApp();
    const browser = await browserAtLevel1(person.id, new Date(Date.now() - 600_000));
    const rp = await createRelyingParty(server.origin);
    const { url } = await authorizationRequest(rp, { acr_values: '2', max_age: '60' });
    const login = new URL((await browser.follow(url)).location ?? '');
    const challenge = login.searchParams.get('login_challenge') ?? '';
    expect((await loginInfo(browser, challenge)).body).toMatchObject({ performed_amrs: [] });
  });
});

describe('a step-up trusts its source session only while it is live', () => {
  it('signed out before the second method: the carried code counts no more, and the sign-in starts afresh', async () => {
    const { person, recoveryCodes } = await personWithApp();
    const browser = await browserAtLevel1(person.id);
    const challenge = await ownLoginPage(browser, 'return_to=%2Fboxes%2Fb&acr_values=2');
    await identify(browser, challenge, person.identifierValue);
    await endProviderSession({ token: browser.cookies.get('coffer_session') });

    const refused = await recoveryStep(browser, challenge, person.id, recoveryCodes[0] ?? '');
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ details: { login_challenge: 'expired' } });
    expect(await getDb().providerSession.count({ where: { identityId: person.id, acr: 2 } })).toBe(
      0,
    );
    // The challenge is over: no later step completes it either.
    const again = await recoveryStep(browser, challenge, person.id, recoveryCodes[1] ?? '');
    expect(again.status).toBe(410);
    // A fresh sign-in carries nothing: the emailed code is asked for again.
    const fresh = await ownLoginPage(browser, 'return_to=%2Fboxes%2Fb&acr_values=2');
    expect((await loginInfo(browser, fresh)).body).toMatchObject({ performed_amrs: [] });
  });

  it('signed out before the second method: “Sign in again” restarts the relying party’s request, once', async () => {
    const { person, recoveryCodes } = await personWithApp();
    const browser = await browserAtLevel1(person.id);
    const rp = await createRelyingParty(server.origin);
    const { url, verifier, state } = await authorizationRequest(rp, { acr_values: '2' });
    const login = new URL((await browser.follow(url)).location ?? '');
    const challenge = login.searchParams.get('login_challenge') ?? '';
    await identify(browser, challenge, person.identifierValue);
    // A request still under way does not restart (nor end: its next step answers below).
    const restart = `${server.origin}/oauth2/auth?login_challenge=${challenge}`;
    expect((await browser.follow(restart)).response.status).toBe(400);
    await endProviderSession({ token: browser.cookies.get('coffer_session') });
    expect((await recoveryStep(browser, challenge, person.id, recoveryCodes[0] ?? '')).status).toBe(
      410,
    );

    // The way on the page offers: the same request, started afresh for this browser.
    expect((await new TestBrowser().follow(restart)).response.status).toBe(400);
    const restarted = new URL((await browser.follow(restart)).location ?? '');
    expect(restarted.pathname).toBe('/login');
    const fresh = restarted.searchParams.get('login_challenge') ?? '';
    expect(fresh).not.toBe(challenge);
    expect((await loginInfo(browser, fresh)).body).toMatchObject({
      client: { id: rp.clientId },
      performed_amrs: [],
    });
    expect((await browser.follow(restart)).response.status).toBe(400);

    // A whole sign-in, and the relying party gets its code for its own state and verifier.
    await identify(browser, fresh, person.identifierValue);
    const sent = await step(browser, fresh, person.id, 'identity:emailed_code');
    expect(sent.status).toBe(200);
    const codeStep = await step(browser, fresh, person.id, 'identity:emailed_code', {
      code: await lastMailedCode(person.identifierValue),
    });
    expect(codeStep.body).toMatchObject({ next: 'authn_step' });
    const done = await recoveryStep(browser, fresh, person.id, recoveryCodes[1] ?? '');
    expect(done.body).toMatchObject({ next: 'redirect' });
    const callback = new URL(
      (await browser.follow(String(done.body['redirect_to']))).location ?? '',
    );
    const tokens = await oidc.authorizationCodeGrant(rp.config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.claims()).toMatchObject({ sub: person.id, acr: '2' });
  });

  it('needs the identity’s level even when no email is named first', async () => {
    const { person } = await personWithApp();
    const browser = await browserAtLevel1(person.id);
    const challenge = await ownLoginPage(browser, 'return_to=%2F&acr_values=2');
    const emailedCode = (metadata?: unknown) =>
      step(browser, challenge, person.id, 'identity:emailed_code', metadata);
    expect((await emailedCode()).status).toBe(200);
    const code = await lastMailedCode(person.identifierValue);
    // The emailed code again proves the same group: level 1, which is not what was asked.
    const done = await emailedCode({ code });
    expect(done.body).toMatchObject({
      next: 'authn_step',
      authn_step: { method_name: 'totp:totp' },
    });
  });
});

describe('the app’s own sign-in reaches the level the person can reach', () => {
  it('goes on to the second method when the sign-in asked for no level and the person has one', async () => {
    const { person } = await personWithApp();
    const browser = await browserAtLevel1(person.id);
    const start = await browser.follow(`${server.origin}/auth/login?return_to=%2Finbox`);
    const authorize = await browser.follow(start.location ?? '');
    const callback = await browser.follow(authorize.location ?? '');
    const next = new URL(callback.location ?? '', server.origin);
    expect(next.pathname).toBe('/oauth2/auth');
    expect(next.searchParams.get('acr_values')).toBe('2');
    expect(next.searchParams.get('prompt')).toBeNull();
    // The level-1 session is the app's meanwhile: "continue without it" has somewhere to go.
    expect(browser.cookies.has('accesstoken')).toBe(true);
    const login = new URL((await browser.follow(next)).location ?? '');
    expect(login.pathname).toBe('/login');
  });

  it('returns at once when the person has no second method, or the page asked for level 1', async () => {
    const newcomer = await createIdentity();
    const browser = await browserAtLevel1(newcomer.id);
    const start = await browser.follow(`${server.origin}/auth/login?return_to=%2Finbox`);
    const callback = await browser.follow(
      (await browser.follow(start.location ?? '')).location ?? '',
    );
    expect(callback.location).toMatch(/^\/inbox#csrf_token=/);

    const { person } = await personWithApp();
    const asked = await browserAtLevel1(person.id);
    const askedStart = await asked.follow(
      `${server.origin}/auth/login?return_to=%2Finbox&acr_values=1`,
    );
    const askedCallback = await asked.follow(
      (await asked.follow(askedStart.location ?? '')).location ?? '',
    );
    expect(askedCallback.location).toMatch(/^\/inbox#csrf_token=/);
  });
});
