/**
 * Whole logins through the interaction API, as the login page drives it, with the real
 * methods: codes over SMTP, Argon2id prehash, TOTP, a software WebAuthn authenticator; and
 * openid-client as the relying party checking the ID token's acr and amr.
 */
import { generate } from 'otplib';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createAccount } from '@coffer/domain/accounts';
import {
  confirmTotpEnrolment,
  finishWebauthnRegistration,
  startTotpEnrolment,
  startWebauthnRegistration,
} from '@coffer/domain/authn-methods';
import {
  createSoftwareAuthenticator,
  createTestPasswordParams,
  prehash,
  type SoftwareAuthenticator,
} from '@coffer/domain/test-authn-methods';
import { randomEmail, userCaller } from '@coffer/domain/test-factories';
import { authorizationRequest } from '../../../test/register-relying-party';
import { serveSignInFlows } from '../../../test/serve-sign-in-flows';
import { TestBrowser } from '../../../test/test-browser';

const { server, rp, lastMailTo } = await serveSignInFlows();

function api(path: string) {
  return `${server.origin}/api${path}`;
}

/** The 6-digit code of the latest mail to `email` received by the SMTP server. */
function receivedCode(email: string): string {
  const code = /\b(\d{6})\b/.exec(
    lastMailTo(email)
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

type Person = {
  email: string;
  identityId: string;
  password?: string;
  totpSecret?: string;
  recoveryCodes?: string[];
  authenticator?: SoftwareAuthenticator;
};

type Step = { identity_id: string; method_name: string; metadata: unknown };
type StepAnswer = { next?: string; redirect_to?: string; authn_step?: Step };

/** One login through the pages' API; returns the tokens the RP gets and the methods asked for. */
async function logIn(
  person: Person,
  methods: string[],
  extra: Record<string, string> = {},
  browser = new TestBrowser(),
) {
  const { url, verifier, state } = await authorizationRequest(rp, extra);
  const login = new URL((await browser.follow(url)).location ?? '');
  expect(login.pathname).toBe('/login');
  const loginChallenge = login.searchParams.get('login_challenge') ?? '';
  const identified = await browser.json('PUT', api('/auth/identities'), {
    login_challenge: loginChallenge,
    identifier_value: person.email,
  });
  expect(identified.status).toBe(200);
  const proposed: string[] = [];
  let answer: StepAnswer = { authn_step: identified.body['authn_step'] as Step };
  for (const method of methods) {
    proposed.push(answer.authn_step?.method_name ?? '');
    const prepared = await browser.json('POST', api('/authn-steps'), {
      login_challenge: loginChallenge,
      authn_step: { identity_id: person.identityId, method_name: method },
    });
    expect(prepared.status).toBe(200);
    const metadata = await perform(person, method, (prepared.body['authn_step'] as Step).metadata);
    const performed = await browser.json('POST', api('/authn-steps'), {
      login_challenge: loginChallenge,
      authn_step: { identity_id: person.identityId, method_name: method, metadata },
    });
    expect(performed.status).toBe(200);
    answer = performed.body;
  }
  expect(answer.next).toBe('redirect');
  const callback = new URL((await browser.follow(answer.redirect_to ?? '')).location ?? '');
  const tokens = await oidc.authorizationCodeGrant(rp.config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { claims: tokens.claims(), proposed, identified: identified.body };
}

async function perform(person: Person, method: string, prepared: unknown): Promise<unknown> {
  switch (method) {
    case 'identity:emailed_code':
      return { code: receivedCode(person.email) };
    case 'identity:prehashed_password': {
      const { params } = prepared as { params: ReturnType<typeof createTestPasswordParams> };
      return prehash(person.password ?? '', params);
    }
    case 'totp:totp':
      // The next time step: enrolment spent the current one, and ±1 step is accepted.
      return {
        code: await generate({
          secret: person.totpSecret ?? '',
          epoch: Math.floor(Date.now() / 1000) + 30,
        }),
      };
    case 'totp:recovery':
      return { recovery_code: person.recoveryCodes?.shift() };
    case 'webauthn:webauthn':
      return person.authenticator?.assert((prepared as { challenge: string }).challenge);
    default:
      throw new Error(method);
  }
}

async function newPerson(): Promise<Person> {
  const email = randomEmail('flow');
  const identity = await getDb().identity.create({
    data: { identifierValue: email, displayName: 'Flow' },
  });
  return { email, identityId: identity.id };
}

async function withPassword(person: Person): Promise<Person> {
  const password = 'correct horse battery staple';
  await createAccount({
    identityId: person.identityId,
    prehashedPassword: await prehash(password, createTestPasswordParams()),
  });
  return { ...person, password };
}

async function withTotp(person: Person): Promise<Person> {
  const enrolment = await startTotpEnrolment({
    caller: userCaller(person.identityId),
    identityId: person.identityId,
  });
  const secret = new URL(enrolment.otpauth_uri).searchParams.get('secret') ?? '';
  const { recovery_codes } = await confirmTotpEnrolment({
    caller: userCaller(person.identityId),
    identityId: person.identityId,
    enrolmentId: enrolment.id,
    code: await generate({ secret }),
  });
  return { ...person, totpSecret: secret, recoveryCodes: recovery_codes };
}

async function withPasskey(person: Person): Promise<Person> {
  const authenticator = createSoftwareAuthenticator({ origin: server.origin, rpId: '127.0.0.1' });
  const options = await startWebauthnRegistration({
    caller: userCaller(person.identityId),
    identityId: person.identityId,
  });
  await finishWebauthnRegistration({
    caller: userCaller(person.identityId),
    identityId: person.identityId,
    name: 'Software key',
    credential: authenticator.register(options.publicKey.challenge),
  });
  return { ...person, authenticator };
}

describe('acr and amr of complete logins (docs/authentication.md)', () => {
  it('emailed code only: acr 1, and an unknown email became an identity', async () => {
    const email = randomEmail('new');
    const person: Person = { email, identityId: '' };
    const browser = new TestBrowser();
    const url = oidc.buildAuthorizationUrl(rp.config, {
      redirect_uri: rp.redirectUri,
      scope: 'openid',
      nonce: 'n',
    });
    const challenge = new URL((await browser.follow(url)).location ?? '').searchParams.get(
      'login_challenge',
    );
    const identified = await browser.json('PUT', api('/auth/identities'), {
      login_challenge: challenge,
      identifier_value: `  ${email.toUpperCase()} `,
    });
    expect(identified.body).toMatchObject({
      identity: { display_name: email.split('@')[0], has_account: false, avatar_url: null },
      authn_step: { method_name: 'identity:emailed_code', metadata: null },
      available_amrs: ['identity:emailed_code'],
      required_acr: 1,
    });
    const identity = await getDb().identity.findUniqueOrThrow({
      where: {
        identifierKind_identifierValue: { identifierKind: 'email', identifierValue: email },
      },
      include: { receivedNotifications: true },
    });
    expect(identity.receivedNotifications.map((notification) => notification.type)).toEqual([
      'user_create_identity',
    ]);
    person.identityId = identity.id;
    const { claims } = await logIn(person, ['identity:emailed_code']);
    expect(claims).toMatchObject({ sub: identity.id, acr: '1', amr: ['identity:emailed_code'] });
  });

  it('code + TOTP: acr 2 (an identity with MFA needs its second factor)', async () => {
    const person = await withTotp(await newPerson());
    await getDb().identity.update({
      where: { id: person.identityId },
      data: { mfaMethod: 'totp' },
    });
    const { claims, proposed, identified } = await logIn(person, [
      'identity:emailed_code',
      'totp:totp',
    ]);
    expect(identified['required_acr']).toBe(2);
    expect(proposed).toEqual(['identity:emailed_code', 'totp:totp']);
    expect(claims).toMatchObject({ acr: '2', amr: ['identity:emailed_code', 'totp:totp'] });
  });

  it('password + WebAuthn: acr 2', async () => {
    const person = await withPasskey(await withPassword(await newPerson()));
    const { claims, proposed } = await logIn(
      person,
      ['identity:prehashed_password', 'webauthn:webauthn'],
      {
        acr_values: '2',
      },
    );
    expect(proposed).toEqual(['identity:prehashed_password', 'webauthn:webauthn']);
    expect(claims).toMatchObject({
      acr: '2',
      amr: ['identity:prehashed_password', 'webauthn:webauthn'],
    });
  });

  it('password + TOTP + WebAuthn: acr 3', async () => {
    const person = await withPasskey(await withTotp(await withPassword(await newPerson())));
    const { claims } = await logIn(
      person,
      ['identity:prehashed_password', 'totp:totp', 'webauthn:webauthn'],
      {
        acr_values: '3',
      },
    );
    expect(claims).toMatchObject({
      acr: '3',
      amr: ['identity:prehashed_password', 'totp:totp', 'webauthn:webauthn'],
    });
  });

  it('two methods of one group count once: password + code is still acr 1', async () => {
    const person = await withPassword(await newPerson());
    const browserFlow = await logIn(person, ['identity:prehashed_password'], { acr_values: '2' });
    // Nothing stronger is available: the login ends at acr 1 and the RP sees it.
    expect(browserFlow.claims).toMatchObject({ acr: '1', amr: ['identity:prehashed_password'] });
  });

  it('a recovery code stands for TOTP, once', async () => {
    const person = await withTotp(await newPerson());
    const firstCode = person.recoveryCodes?.[0];
    const { claims } = await logIn(person, ['identity:emailed_code', 'totp:recovery'], {
      acr_values: '2',
    });
    expect(claims).toMatchObject({ acr: '2', amr: ['identity:emailed_code', 'totp:recovery'] });
    const replay = { ...person, recoveryCodes: [firstCode ?? ''] };
    await expect(
      logIn(replay, ['identity:emailed_code', 'totp:recovery'], { acr_values: '2' }),
    ).rejects.toThrow();
  });
});

describe('step-up', () => {
  it('from acr 1 to acr 2 with acr_values=2 prompt=login, in the same browser session', async () => {
    const person = await withTotp(await newPerson());
    const browser = new TestBrowser();
    const first = await logIn(person, ['identity:emailed_code'], {}, browser);
    expect(first.claims?.['acr']).toBe('1');
    expect(browser.cookies.has('coffer_session')).toBe(true);
    const stepped = await logIn(
      person,
      ['identity:emailed_code', 'totp:totp'],
      { acr_values: '2', prompt: 'login' },
      browser,
    );
    expect(stepped.claims).toMatchObject({ acr: '2', amr: ['identity:emailed_code', 'totp:totp'] });
  });
});

describe('lockout', () => {
  it("each verified step ends its method's failure series, the last with the login itself", async () => {
    const person = await withTotp(await withPassword(await newPerson()));
    const methods = ['identity:prehashed_password', 'totp:totp'];
    // A failure series on the identity's shared row (what strangers' failures count in).
    await getDb().authMethodLockout.createMany({
      data: methods.map((method) => ({
        identityId: person.identityId,
        method,
        source: '*',
        consecutiveFailures: 2,
        lockCount: 1,
      })),
    });
    // The password step leaves acr 1 < 2: the TOTP step completes the login.
    const { claims } = await logIn(person, methods, { acr_values: '2' });
    expect(claims?.acr).toBe('2');
    const series = await getDb().authMethodLockout.findMany({
      where: { identityId: person.identityId },
      select: { method: true, source: true, consecutiveFailures: true, lockCount: true },
    });
    // Both rows each step counted in (this browser's address, and the shared row) are clear.
    expect(series).toHaveLength(4);
    for (const row of series) expect(row).toMatchObject({ consecutiveFailures: 0, lockCount: 0 });
    expect(
      series
        .filter((row) => row.source === '*')
        .map((row) => row.method)
        .sort(),
    ).toEqual(methods);
  });
});

describe('step refusals', () => {
  async function challengeFor(person: Person) {
    const browser = new TestBrowser();
    const url = oidc.buildAuthorizationUrl(rp.config, {
      redirect_uri: rp.redirectUri,
      scope: 'openid',
      nonce: 'n',
    });
    const challenge =
      new URL((await browser.follow(url)).location ?? '').searchParams.get('login_challenge') ?? '';
    await browser.json('PUT', api('/auth/identities'), {
      login_challenge: challenge,
      identifier_value: person.email,
    });
    return { browser, challenge };
  }

  it('a method the identity has not configured', async () => {
    const person = await newPerson();
    const { browser, challenge } = await challengeFor(person);
    const answer = await browser.json('POST', api('/authn-steps'), {
      login_challenge: challenge,
      authn_step: {
        identity_id: person.identityId,
        method_name: 'totp:totp',
        metadata: { code: '123456' },
      },
    });
    expect(answer).toMatchObject({ status: 403, body: { details: { method_name: 'invalid' } } });
  });

  it('the password of an account made with a passkey (it has none): not offered, not taken', async () => {
    const person = await newPerson();
    const account = await getDb().account.create({ data: {} });
    await getDb().identity.update({
      where: { id: person.identityId },
      data: { accountId: account.id },
    });
    const browser = new TestBrowser();
    const url = oidc.buildAuthorizationUrl(rp.config, {
      redirect_uri: rp.redirectUri,
      scope: 'openid',
      nonce: 'n',
    });
    const challenge =
      new URL((await browser.follow(url)).location ?? '').searchParams.get('login_challenge') ?? '';
    const identified = await browser.json('PUT', api('/auth/identities'), {
      login_challenge: challenge,
      identifier_value: person.email,
    });
    expect(identified).toMatchObject({
      status: 200,
      body: { identity: { has_account: true }, available_amrs: ['identity:emailed_code'] },
    });
    for (const metadata of [undefined, await prehash('guess', createTestPasswordParams())]) {
      const answer = await browser.json('POST', api('/authn-steps'), {
        login_challenge: challenge,
        authn_step: {
          identity_id: person.identityId,
          method_name: 'identity:prehashed_password',
          ...(metadata && { metadata }),
        },
      });
      expect(answer).toMatchObject({ status: 403, body: { details: { method_name: 'invalid' } } });
    }
  });

  it('another identity than the one named', async () => {
    const person = await newPerson();
    const other = await newPerson();
    const { browser, challenge } = await challengeFor(person);
    const answer = await browser.json('POST', api('/authn-steps'), {
      login_challenge: challenge,
      authn_step: { identity_id: other.identityId, method_name: 'identity:emailed_code' },
    });
    expect(answer).toMatchObject({ status: 403, body: { details: { identity_id: 'forbidden' } } });
  });

  it('a wrong emailed code, and metadata of the wrong shape', async () => {
    const person = await newPerson();
    const { browser, challenge } = await challengeFor(person);
    await browser.json('POST', api('/authn-steps'), {
      login_challenge: challenge,
      authn_step: { identity_id: person.identityId, method_name: 'identity:emailed_code' },
    });
    const wrong = receivedCode(person.email) === '000000' ? '111111' : '000000';
    const answer = await browser.json('POST', api('/authn-steps'), {
      login_challenge: challenge,
      authn_step: {
        identity_id: person.identityId,
        method_name: 'identity:emailed_code',
        metadata: { code: wrong },
      },
    });
    expect(answer).toMatchObject({ status: 403, body: { details: { metadata: 'invalid' } } });
    const malformed = await browser.json('POST', api('/authn-steps'), {
      login_challenge: challenge,
      authn_step: {
        identity_id: person.identityId,
        method_name: 'identity:emailed_code',
        metadata: { code: 12 },
      },
    });
    expect(malformed).toMatchObject({ status: 400, body: { details: { metadata: 'malformed' } } });
  });
});

describe('a passkey without an email (docs/authentication.md#passkey-without-an-email)', () => {
  /** A login challenge with no email named yet, and options for any passkey of this site. */
  async function passkeyOptions(extra: Record<string, string> = {}) {
    const browser = new TestBrowser();
    const { url, verifier, state } = await authorizationRequest(rp, extra);
    const login = new URL((await browser.follow(url)).location ?? '');
    const challenge = login.searchParams.get('login_challenge') ?? '';
    const options = await browser.json('POST', api('/authn-steps/passkey-options'), {
      login_challenge: challenge,
    });
    expect(options.status).toBe(200);
    const publicKey = options.body['public_key'] as {
      challenge: string;
      allowCredentials?: unknown[];
      userVerification: string;
    };
    return { browser, challenge, publicKey, verifier, state };
  }

  /** The user handle a passkey of this identity answers with (its uuid bytes). */
  function userHandleOf(identityId: string): string {
    return Buffer.from(identityId.replaceAll('-', ''), 'hex').toString('base64url');
  }

  it('the passkey names the identity and signs in: acr 1 from one group, no email typed', async () => {
    const person = await withPasskey(await newPerson());
    const { browser, challenge, publicKey, verifier, state } = await passkeyOptions();
    // Any passkey of this site: none is named, and the person is asked to verify.
    expect(publicKey.allowCredentials ?? []).toEqual([]);
    expect(publicKey.userVerification).toBe('required');
    const answer = await browser.json('POST', api('/authn-steps/passkey'), {
      login_challenge: challenge,
      credential: person.authenticator?.assert(publicKey.challenge, {
        userHandle: userHandleOf(person.identityId),
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      identity_id: person.identityId,
      identifier_value: person.email,
      performed_amrs: ['webauthn:webauthn'],
      step: { next: 'redirect' },
    });
    const redirect = (answer.body['step'] as { redirect_to: string }).redirect_to;
    const callback = new URL((await browser.follow(redirect)).location ?? '');
    const tokens = await oidc.authorizationCodeGrant(rp.config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.claims()).toMatchObject({ acr: '1', amr: ['webauthn:webauthn'] });
  });

  it('at acr_values=2 the next method of another group is asked, and completes the level', async () => {
    const person = await withPasskey(await withPassword(await newPerson()));
    const { browser, challenge, publicKey } = await passkeyOptions({ acr_values: '2' });
    const answer = await browser.json('POST', api('/authn-steps/passkey'), {
      login_challenge: challenge,
      credential: person.authenticator?.assert(publicKey.challenge),
    });
    expect(answer.body).toMatchObject({
      required_acr: 2,
      step: { next: 'authn_step', authn_step: { method_name: 'identity:prehashed_password' } },
    });
    const prepared = await browser.json('POST', api('/authn-steps'), {
      login_challenge: challenge,
      authn_step: { identity_id: person.identityId, method_name: 'identity:prehashed_password' },
    });
    const metadata = await perform(
      person,
      'identity:prehashed_password',
      (prepared.body['authn_step'] as Step).metadata,
    );
    const performed = await browser.json('POST', api('/authn-steps'), {
      login_challenge: challenge,
      authn_step: {
        identity_id: person.identityId,
        method_name: 'identity:prehashed_password',
        metadata,
      },
    });
    expect(performed.body).toMatchObject({ next: 'redirect' });
  });

  it('refuses a replayed challenge, an unknown passkey, and another identity’s user handle', async () => {
    const person = await withPasskey(await newPerson());
    const other = await newPerson();
    const stranger = createSoftwareAuthenticator({ origin: server.origin, rpId: '127.0.0.1' });

    const unknown = await passkeyOptions();
    const refusedUnknown = await unknown.browser.json('POST', api('/authn-steps/passkey'), {
      login_challenge: unknown.challenge,
      credential: stranger.assert(unknown.publicKey.challenge),
    });
    expect(refusedUnknown).toMatchObject({
      status: 403,
      body: { details: { credential: 'invalid' } },
    });

    const forged = await passkeyOptions();
    const refusedHandle = await forged.browser.json('POST', api('/authn-steps/passkey'), {
      login_challenge: forged.challenge,
      credential: person.authenticator?.assert(forged.publicKey.challenge, {
        userHandle: userHandleOf(other.identityId),
      }),
    });
    expect(refusedHandle).toMatchObject({
      status: 403,
      body: { details: { credential: 'invalid' } },
    });
    // The challenge served once, though refused: the same answer again is no sign-in.
    const replayed = await forged.browser.json('POST', api('/authn-steps/passkey'), {
      login_challenge: forged.challenge,
      credential: person.authenticator?.assert(forged.publicKey.challenge),
    });
    expect(replayed).toMatchObject({ status: 403, body: { details: { credential: 'invalid' } } });
  });
});
