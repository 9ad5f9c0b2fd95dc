/**
 * The login and consent steps as a state machine (docs/authentication.md): each endpoint
 * replayed out of order, from another browser, for another identity, after completion and
 * after expiry. The first test is the reported attack itself.
 */
import { createHash } from 'node:crypto';
import { generate } from 'otplib';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { confirmTotpEnrolment, startTotpEnrolment } from '@coffer/domain/authn-methods';
import { lastMailedCode } from '@coffer/domain/test-authn-methods';
import {
  createIdentity,
  createProviderSessionFor,
  userCaller,
} from '@coffer/domain/test-factories';
import { authorizationRequest, createRelyingParty } from '../../../test/register-relying-party';
import { serveForThisFile } from '../../../test/serve-for-this-file';
import { TestBrowser } from '../../../test/test-browser';

delete process.env['SMTP_URL'];
process.env['EMAILED_CODE_RESEND_SECONDS'] = '0';

const server = await serveForThisFile();
const rp = await createRelyingParty(server.origin);

const api = (path: string) => `${server.origin}/api${path}`;

type Flow = { challenge: string; verifier: string; state: string };

/** A relying party's authorization request, followed to the login page. */
async function startLogin(
  browser: TestBrowser,
  scope = 'openid',
  extra: Record<string, string> = {},
): Promise<Flow> {
  const { url, verifier, state } = await authorizationRequest(rp, { scope, ...extra });
  const login = new URL((await browser.follow(url)).location ?? '');
  expect(login.pathname).toBe('/login');
  return { challenge: login.searchParams.get('login_challenge') ?? '', verifier, state };
}

function identify(browser: TestBrowser, challenge: string, email: string) {
  return browser.json('PUT', api('/auth/identities'), {
    login_challenge: challenge,
    identifier_value: email,
  });
}

function step(
  browser: TestBrowser,
  challenge: string,
  identityId: string,
  method: string,
  metadata?: unknown,
) {
  return browser.json('POST', api('/authn-steps'), {
    login_challenge: challenge,
    authn_step: { identity_id: identityId, method_name: method, metadata },
  });
}

/** Names the email and performs the emailed code: the answer of the last step. */
async function signInByCode(browser: TestBrowser, challenge: string, email: string) {
  const identified = await identify(browser, challenge, email);
  expect(identified.status).toBe(200);
  const identityId = (identified.body['authn_step'] as { identity_id: string }).identity_id;
  expect((await step(browser, challenge, identityId, 'identity:emailed_code')).status).toBe(200);
  const code = await lastMailedCode(email);
  const answer = await step(browser, challenge, identityId, 'identity:emailed_code', { code });
  expect(answer.status).toBe(200);
  return { identityId, answer: answer.body };
}

/** A person who signed in up to the consent page of a relying party asking for `tos`. */
async function atConsent() {
  const browser = new TestBrowser();
  const person = await createIdentity();
  const flow = await startLogin(browser, 'openid tos');
  const { answer } = await signInByCode(browser, flow.challenge, person.identifierValue);
  const consent = new URL(String(answer['redirect_to']));
  expect(consent.pathname).toBe('/consent');
  return {
    browser,
    person,
    flow,
    consentChallenge: consent.searchParams.get('consent_challenge') ?? '',
  };
}

function consent(browser: TestBrowser, consentChallenge: string, identityId: string) {
  return browser.json('POST', api('/auth/consent'), {
    consent_challenge: consentChallenge,
    identity_id: identityId,
    consented_scopes: ['tos'],
  });
}

async function idTokenSubject(flow: Flow, redirectTo: string, browser: TestBrowser) {
  const callback = new URL((await browser.follow(redirectTo)).location ?? '');
  const tokens = await oidc.authorizationCodeGrant(rp.config, callback, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
  });
  return tokens.claims()?.sub;
}

describe('the identity of a sign-in cannot be changed once proven', () => {
  it('an attacker signed in as themselves cannot point the challenge at a victim (the report)', async () => {
    const victim = await createIdentity();
    const attacker = await atConsent();

    const switched = await identify(
      attacker.browser,
      attacker.flow.challenge,
      victim.identifierValue,
    );
    expect(switched).toMatchObject({
      status: 409,
      body: { code: 'conflict', origin: 'body', details: { identifier_value: 'conflict' } },
    });
    const stolen = await consent(attacker.browser, attacker.consentChallenge, victim.id);
    expect(stolen).toMatchObject({
      status: 403,
      body: { code: 'forbidden', details: { identity_id: 'forbidden' } },
    });
    const row = await getDb().loginChallenge.findUniqueOrThrow({
      where: { id: attacker.flow.challenge },
    });
    expect(row.identityId).toBe(attacker.person.id);

    // What the attacker can still do is sign in as themselves.
    const own = await consent(attacker.browser, attacker.consentChallenge, attacker.person.id);
    expect(own.status).toBe(200);
    expect(
      await idTokenSubject(attacker.flow, String(own.body['redirect_to']), attacker.browser),
    ).toBe(attacker.person.id);
  });

  it('the app’s own authorization request cannot be altered to reach consent', async () => {
    const browser = new TestBrowser();
    const start = await browser.follow(`${server.origin}/auth/login?return_to=%2Finbox`);
    const authorize = new URL(start.location ?? '');
    expect(authorize.pathname).toBe('/oauth2/auth');
    for (const [name, value] of [
      ['prompt', 'consent'],
      ['scope', 'openid tos'],
    ] as const) {
      const altered = new URL(authorize);
      altered.searchParams.set(name, value);
      const answer = new URL((await browser.follow(altered)).location ?? '');
      expect(answer.pathname).toBe('/auth/callback');
      expect(answer.searchParams.get('error')).toBe('invalid_request');
    }
    const unaltered = new URL((await browser.follow(authorize)).location ?? '');
    expect(unaltered.pathname).toBe('/login');
  });

  it('after a performed step, another email is refused and the same one keeps the step', async () => {
    const browser = new TestBrowser();
    const person = await createIdentity();
    const enrolment = await startTotpEnrolment({
      caller: userCaller(person.id),
      identityId: person.id,
    });
    const secret = new URL(enrolment.otpauth_uri).searchParams.get('secret') ?? '';
    await confirmTotpEnrolment({
      caller: userCaller(person.id),
      identityId: person.id,
      enrolmentId: enrolment.id,
      code: await generate({ secret }),
    });
    const flow = await startLogin(browser, 'openid', { acr_values: '2' });
    const { answer } = await signInByCode(browser, flow.challenge, person.identifierValue);
    expect(answer).toMatchObject({ next: 'authn_step', authn_step: { method_name: 'totp:totp' } });

    const other = await createIdentity();
    expect((await identify(browser, flow.challenge, other.identifierValue)).status).toBe(409);
    const again = await identify(browser, flow.challenge, person.identifierValue);
    expect(again.status).toBe(200);
    expect(again.body['authn_step']).toMatchObject({ method_name: 'totp:totp' });
  });

  it('before any performed step, a mistyped email can still be corrected', async () => {
    const browser = new TestBrowser();
    const flow = await startLogin(browser);
    const typo = await createIdentity();
    const meant = await createIdentity();
    expect((await identify(browser, flow.challenge, typo.identifierValue)).status).toBe(200);
    const { answer, identityId } = await signInByCode(
      browser,
      flow.challenge,
      meant.identifierValue,
    );
    expect(identityId).toBe(meant.id);
    expect(await idTokenSubject(flow, String(answer['redirect_to']), browser)).toBe(meant.id);
    // The completed login made this browser known to the lockout of that identity only.
    const knownTo = await getDb().knownBrowser.findMany({
      where: {
        browserKeyHash: createHash('sha256')
          .update(browser.cookies.get('coffer_browser') ?? '')
          .digest('base64url'),
      },
      select: { identityId: true },
    });
    expect(knownTo).toEqual([{ identityId: meant.id }]);
  });

  it('a step for the identity the challenge no longer names is refused', async () => {
    const browser = new TestBrowser();
    const flow = await startLogin(browser);
    const first = await createIdentity();
    const second = await createIdentity();
    await identify(browser, flow.challenge, first.identifierValue);
    await identify(browser, flow.challenge, second.identifierValue);
    expect(await step(browser, flow.challenge, first.id, 'identity:emailed_code')).toMatchObject({
      status: 403,
      body: { details: { identity_id: 'forbidden' } },
    });
  });

  it('consent from a browser whose session is another identity’s is refused', async () => {
    const { browser, person, consentChallenge } = await atConsent();
    const other = await createIdentity();
    browser.cookies.set(
      'coffer_session',
      await createProviderSessionFor({ identityId: other.id, acr: 2, amr: ['totp:totp'] }),
    );
    for (const identityId of [person.id, other.id]) {
      expect((await consent(browser, consentChallenge, identityId)).status).toBe(403);
    }
    browser.cookies.delete('coffer_session');
    expect(await consent(browser, consentChallenge, person.id)).toMatchObject({
      status: 403,
      body: { origin: 'cookies', details: { consent_challenge: 'forbidden' } },
    });
  });
});

describe('every step belongs to the browser that started the request', () => {
  const otherBrowsers = () => {
    const stranger = new TestBrowser();
    stranger.cookies.set('coffer_browser', 'a'.repeat(43));
    return [new TestBrowser(), stranger];
  };

  it('login info, identify and both kinds of step refuse another browser', async () => {
    const browser = new TestBrowser();
    const flow = await startLogin(browser);
    const person = await createIdentity();
    for (const other of otherBrowsers()) {
      const refusals = [
        await other.json('GET', api(`/auth/login/info?login_challenge=${flow.challenge}`)),
        await identify(other, flow.challenge, person.identifierValue),
      ];
      for (const refusal of refusals) {
        expect(refusal).toMatchObject({
          status: 403,
          body: { code: 'forbidden', origin: 'cookies', details: { login_challenge: 'forbidden' } },
        });
      }
    }
    await identify(browser, flow.challenge, person.identifierValue);
    await step(browser, flow.challenge, person.id, 'identity:emailed_code');
    const code = await lastMailedCode(person.identifierValue);
    for (const other of otherBrowsers()) {
      expect((await step(other, flow.challenge, person.id, 'identity:emailed_code')).status).toBe(
        403,
      );
      const performed = await step(other, flow.challenge, person.id, 'identity:emailed_code', {
        code,
      });
      expect(performed.status).toBe(403);
    }
    // The code was not spent by the refused attempts.
    const answer = await step(browser, flow.challenge, person.id, 'identity:emailed_code', {
      code,
    });
    expect(answer.body['next']).toBe('redirect');
  });

  it('consent info, consent, refusal and the way back refuse another browser', async () => {
    const { browser, person, flow, consentChallenge } = await atConsent();
    for (const other of otherBrowsers()) {
      // Even with the person's provider session, another browser cannot answer.
      const session = browser.cookies.get('coffer_session');
      if (session) other.cookies.set('coffer_session', session);
      const refusals = [
        await other.json('GET', api(`/auth/consent/info?consent_challenge=${consentChallenge}`)),
        await consent(other, consentChallenge, person.id),
        await other.json('POST', api('/auth/consent/refusal'), {
          consent_challenge: consentChallenge,
        }),
      ];
      for (const refusal of refusals) {
        expect(refusal).toMatchObject({
          status: 403,
          body: { details: { consent_challenge: 'forbidden' } },
        });
      }
    }
    const given = await consent(browser, consentChallenge, person.id);
    const resume = String(given.body['redirect_to']);
    for (const other of otherBrowsers()) {
      const session = browser.cookies.get('coffer_session');
      if (session) other.cookies.set('coffer_session', session);
      expect((await other.fetch(resume)).status).toBe(400);
    }
    expect(await idTokenSubject(flow, resume, browser)).toBe(person.id);
  });
});

describe('out of order, after completion, after expiry', () => {
  it('a step before naming the email, and the way back before the login, are refused', async () => {
    const browser = new TestBrowser();
    const flow = await startLogin(browser);
    const person = await createIdentity();
    expect(await step(browser, flow.challenge, person.id, 'identity:emailed_code')).toMatchObject({
      status: 403,
      body: { details: { identity_id: 'forbidden' } },
    });
    const early = await browser.fetch(
      `${server.origin}/oauth2/auth?login_challenge=${flow.challenge}`,
    );
    expect(early.status).toBe(400);
    expect(
      (await browser.json('GET', api(`/auth/consent/info?consent_challenge=${flow.challenge}`)))
        .status,
    ).toBe(404);
  });

  it('once authenticated, waiting for consent: no other email, no more steps', async () => {
    const { browser, person, flow } = await atConsent();
    expect((await identify(browser, flow.challenge, person.identifierValue)).status).toBe(409);
    expect(await step(browser, flow.challenge, person.id, 'identity:emailed_code')).toMatchObject({
      status: 409,
      body: { details: { login_challenge: 'conflict' } },
    });
  });

  it('after the code is handed over, every step answers that the request is over', async () => {
    const { browser, person, flow, consentChallenge } = await atConsent();
    const given = await consent(browser, consentChallenge, person.id);
    const resume = String(given.body['redirect_to']);
    // The consent challenge is spent with the answer; the login challenge waits for the code.
    expect((await consent(browser, consentChallenge, person.id)).status).toBe(404);
    expect((await identify(browser, flow.challenge, person.identifierValue)).status).toBe(410);
    expect((await browser.follow(resume)).location).toContain('code=');
    expect((await browser.fetch(resume)).status).toBe(400);
    for (const answer of [
      await browser.json('GET', api(`/auth/login/info?login_challenge=${flow.challenge}`)),
      await identify(browser, flow.challenge, person.identifierValue),
      await step(browser, flow.challenge, person.id, 'identity:emailed_code'),
      await consent(browser, consentChallenge, person.id),
    ]) {
      expect(answer.status).toBe(404);
    }
  });

  it('after expiry, every endpoint answers 410 and the way back gives no code', async () => {
    const { browser, person, flow, consentChallenge } = await atConsent();
    await getDb().loginChallenge.update({
      where: { id: flow.challenge },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    for (const answer of [
      await browser.json('GET', api(`/auth/login/info?login_challenge=${flow.challenge}`)),
      await identify(browser, flow.challenge, person.identifierValue),
      await step(browser, flow.challenge, person.id, 'identity:emailed_code'),
      await browser.json('GET', api(`/auth/consent/info?consent_challenge=${consentChallenge}`)),
      await consent(browser, consentChallenge, person.id),
      await browser.json('POST', api('/auth/consent/refusal'), {
        consent_challenge: consentChallenge,
      }),
    ]) {
      expect(answer.status).toBe(410);
    }
    await getDb().loginChallenge.update({
      where: { id: flow.challenge },
      data: { completedAt: new Date() },
    });
    expect(
      (await browser.fetch(`${server.origin}/oauth2/auth?login_challenge=${flow.challenge}`))
        .status,
    ).toBe(400);
  });
});
