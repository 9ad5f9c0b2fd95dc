/**
 * Proving the account's method again (docs/authentication.md#sensitive-operations): Coffer's
 * own pages send `max_age`, and a live session older than that asks again for what the
 * account's level rests on, and only that; the new session is what recency counts from.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { lastMailedCode } from '@coffer/domain/test-authn-methods';
import { createIdentity } from '@coffer/domain/test-factories';
import { loginApi } from '../../test/login-api';
import { authorizationRequest, createRelyingParty } from '../../test/register-relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';
import { personWithApp } from '../../test/person-with-app';
import { browserWithSession, type TestBrowser } from '../../test/test-browser';

delete process.env['SMTP_URL'];
process.env['EMAILED_CODE_RESEND_SECONDS'] = '0';

const server = await serveForThisFile();
const { identify, loginInfo, recoveryStep, step } = loginApi(server.origin);

/** A browser whose session, at `acr`, completed an hour ago. */
async function browserWithOldSession(identityId: string, acr: number, amr: string[]) {
  const anHourAgo = new Date(Date.now() - 3600_000);
  const browser = await browserWithSession(identityId, {
    acr,
    amr,
    authTime: anHourAgo,
    createdAt: anHourAgo,
  });
  return { browser, anHourAgo };
}

async function challengeOf(browser: TestBrowser, url: string): Promise<string> {
  let location = url;
  for (let hop = 0; hop < 3; hop++) {
    const answer = await browser.follow(location);
    const next = new URL(answer.location ?? '', server.origin);
    if (next.pathname === '/login') return next.searchParams.get('login_challenge') ?? '';
    location = next.toString();
  }
  throw new Error('never reached the login page');
}

describe('a re-proof from Coffer’s own pages', () => {
  it('with a second method: keeps the mailbox, asks only that method, starts a new session', async () => {
    const { person, recoveryCodes } = await personWithApp();
    const { browser, anHourAgo } = await browserWithOldSession(person.id, 2, [
      'identity:emailed_code',
      'totp:totp',
    ]);
    const challenge = await challengeOf(
      browser,
      `${server.origin}/auth/login?return_to=%2Faccount&acr_values=2&max_age=0`,
    );
    expect((await loginInfo(browser, challenge)).body).toMatchObject({
      login_hint: person.identifierValue,
      performed_amrs: ['identity:emailed_code'],
    });
    const done = await recoveryStep(browser, challenge, person.id, recoveryCodes[0] ?? '');
    expect(done.body).toMatchObject({ next: 'redirect' });
    const session = await getDb().providerSession.findFirstOrThrow({
      where: { identityId: person.id, revokedAt: null },
    });
    expect(session.amr).toEqual(['identity:emailed_code', 'totp:recovery']);
    // The mailbox proof is as old as it was; the method is new, and so is the session.
    expect(session.authTime.getTime()).toBe(anHourAgo.getTime());
    expect(Date.now() - session.createdAt.getTime()).toBeLessThan(60_000);
    // The browser that completed it, for a device revocation to find (docs/key-model.md).
    const browserKey = browser.cookies.get('coffer_browser') ?? '';
    expect(browserKey).not.toBe('');
    expect(session.browserKeyHash).toBe(
      createHash('sha256').update(browserKey).digest('base64url'),
    );
  });

  it('without a second method: asks the emailed code again, and the sign-in’s time is now', async () => {
    const person = await createIdentity();
    const { browser } = await browserWithOldSession(person.id, 1, ['identity:emailed_code']);
    const challenge = await challengeOf(
      browser,
      `${server.origin}/auth/login?return_to=%2Faccount&acr_values=1&max_age=0`,
    );
    expect((await loginInfo(browser, challenge)).body).toMatchObject({
      login_hint: person.identifierValue,
      performed_amrs: [],
    });
    const named = await identify(browser, challenge, person.identifierValue);
    expect(named.body).toMatchObject({ authn_step: { method_name: 'identity:emailed_code' } });
    await step(browser, challenge, person.id, 'identity:emailed_code');
    const done = await step(browser, challenge, person.id, 'identity:emailed_code', {
      code: await lastMailedCode(person.identifierValue),
    });
    expect(done.body).toMatchObject({ next: 'redirect' });
    const session = await getDb().providerSession.findFirstOrThrow({
      where: { identityId: person.id, revokedAt: null },
    });
    expect(Date.now() - session.authTime.getTime()).toBeLessThan(60_000);
  });

  it('is Coffer’s own: a relying party’s max_age still starts a sign-in from scratch', async () => {
    const { person } = await personWithApp();
    const { browser } = await browserWithOldSession(person.id, 2, [
      'identity:emailed_code',
      'totp:totp',
    ]);
    const rp = await createRelyingParty(server.origin);
    const { url } = await authorizationRequest(rp, { acr_values: '2', max_age: '60' });
    const challenge = await challengeOf(browser, url.toString());
    expect((await loginInfo(browser, challenge)).body).toMatchObject({
      login_hint: null,
      performed_amrs: [],
    });
  });
});

describe('a step-up that cannot reach its level', () => {
  it('ends in no new session: a mailbox step must not pass for a recent second method', async () => {
    const { person } = await personWithApp();
    const { browser } = await browserWithOldSession(person.id, 2, [
      'identity:emailed_code',
      'totp:totp',
    ]);
    // Level 3 is out of reach (no passkey): the step-up carries the session's methods.
    const challenge = await challengeOf(
      browser,
      `${server.origin}/auth/login?return_to=%2Faccount&acr_values=3`,
    );
    await step(browser, challenge, person.id, 'identity:emailed_code');
    const refused = await step(browser, challenge, person.id, 'identity:emailed_code', {
      code: await lastMailedCode(person.identifierValue),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ details: { method_name: 'invalid' } });
    const sessions = await getDb().providerSession.findMany({ where: { identityId: person.id } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.revokedAt).toBeNull();
    expect(Date.now() - (sessions[0]?.createdAt.getTime() ?? 0)).toBeGreaterThan(3000_000);
  });
});
