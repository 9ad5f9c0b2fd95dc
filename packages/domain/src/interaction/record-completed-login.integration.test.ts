import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity, queuedSecurityEvents } from '../../test/factories';
import { createLoginChallenge, refusal, TEST_SOURCE } from '../authn-methods/test';
import { reserveAuthnAttempt } from '../authn-methods/lockout/reserve-authn-attempt';
import type { SucceededAttempts } from '../authn-methods';
import { newProviderSession } from '../oidc/provider-session/new-provider-session';
import { recordCompletedLogin } from './record-completed-login';

// The lockout row of TEST_SOURCE's kind (no browser key: counted per address).
const TEST_SOURCE_ROW = `ip:${TEST_SOURCE.clientIp}`;

function complete(
  loginChallengeId: string,
  identityId: string,
  { browserKnown = false, succeeded = [] as SucceededAttempts } = {},
) {
  const session = newProviderSession({
    identityId,
    acr: 1,
    amr: ['identity:emailed_code'],
    authTime: new Date(),
  });
  const completion = recordCompletedLogin({
    loginChallengeId,
    session,
    browserKnown,
    previousSessionToken: undefined,
    succeeded,
    consentChallenge: null,
    completedAt: new Date(),
  });
  return { session, completion };
}

// A known browser's login is the statement alone; another's, the statement in a transaction.
// Which of the two a step takes is pinned by the API's password-step-statements test.
describe.each([
  ['a known browser', true],
  ['another browser', false],
])('completing a login from %s', (_, browserKnown) => {
  it('writes the session and ends the verified attempt’s failure series, no other', async () => {
    const identity = await createIdentity();
    const other = await createIdentity();
    const challengeId = await createLoginChallenge(identity.id);
    const attempt = await reserveAuthnAttempt({
      identityId: identity.id,
      method: 'identity:prehashed_password',
      source: TEST_SOURCE,
    });
    // Rows the attempt did not count in: another method, another source, another identity.
    const lockedUntil = new Date(Date.now() + 60_000);
    const untouched = [
      { identityId: identity.id, method: 'totp:totp', source: TEST_SOURCE_ROW },
      { identityId: identity.id, method: 'identity:prehashed_password', source: 'ip:203.0.113.9' },
      { identityId: other.id, method: 'identity:prehashed_password', source: TEST_SOURCE_ROW },
    ].map((row) => ({ ...row, consecutiveFailures: 3, lockCount: 1, lockedUntil }));
    await getDb().authMethodLockout.createMany({
      data: untouched.map((row) => ({ ...row, updatedAt: new Date() })),
    });
    const failures = () =>
      getDb().authMethodLockout.findMany({
        where: { identityId: { in: [identity.id, other.id] } },
        select: {
          identityId: true,
          method: true,
          source: true,
          consecutiveFailures: true,
          lockCount: true,
          lockedUntil: true,
        },
      });
    const counted = attempt.rows.map(({ source }) => ({
      identityId: identity.id,
      method: 'identity:prehashed_password',
      source,
      lockCount: 0,
      lockedUntil: null,
    }));
    expect(await failures()).toEqual(
      expect.arrayContaining([
        ...counted.map((row) => ({ ...row, consecutiveFailures: 1 })),
        ...untouched,
      ]),
    );
    const { session, completion } = complete(challengeId, identity.id, {
      browserKnown,
      succeeded: [attempt],
    });
    await completion;
    const after = await failures();
    expect(after).toHaveLength(counted.length + untouched.length);
    expect(after).toEqual(
      expect.arrayContaining([
        ...counted.map((row) => ({ ...row, consecutiveFailures: 0 })),
        ...untouched,
      ]),
    );
    const challenge = await getDb().loginChallenge.findUniqueOrThrow({
      where: { id: challengeId },
      include: { session: true },
    });
    expect(challenge.session).toMatchObject({
      tokenHash: session.tokenHash,
      identityId: identity.id,
      acr: 1,
      amr: ['identity:emailed_code'],
    });
    expect(challenge.completedAt).not.toBeNull();
  });

  it('a challenge that moved on clears no failure series', async () => {
    const identity = await createIdentity();
    const challengeId = await createLoginChallenge(identity.id);
    const attempt = await reserveAuthnAttempt({
      identityId: identity.id,
      method: 'identity:prehashed_password',
      source: TEST_SOURCE,
    });
    // Expired between the step's read and its completion.
    await getDb().loginChallenge.update({
      where: { id: challengeId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const { completion } = complete(challengeId, identity.id, {
      browserKnown,
      succeeded: [attempt],
    });
    expect((await refusal(completion)).status).toBe(409);
    const failures = await getDb().authMethodLockout.findMany({
      where: { identityId: identity.id },
      select: { consecutiveFailures: true },
    });
    expect(failures).toEqual([{ consecutiveFailures: 1 }, { consecutiveFailures: 1 }]);
  });

  it('a challenge that names another identity by now gets no session (a step raced a switch)', async () => {
    const prover = await createIdentity();
    const other = await createIdentity();
    const challengeId = await createLoginChallenge(prover.id);
    // The step was checked for the prover; meanwhile the challenge was pointed elsewhere.
    await getDb().loginChallenge.update({
      where: { id: challengeId },
      data: { identityId: other.id },
    });
    const { session, completion } = complete(challengeId, prover.id, { browserKnown });
    expect((await refusal(completion)).toBody()).toMatchObject({
      code: 'conflict',
      details: { login_challenge: 'conflict' },
    });
    expect(await getDb().providerSession.count({ where: { tokenHash: session.tokenHash } })).toBe(
      0,
    );
    const challenge = await getDb().loginChallenge.findUniqueOrThrow({
      where: { id: challengeId },
    });
    expect(challenge.sessionId).toBeNull();
  });

  it('a challenge completed once cannot start a second session', async () => {
    const identity = await createIdentity();
    const challengeId = await createLoginChallenge(identity.id);
    await complete(challengeId, identity.id, { browserKnown }).completion;
    const second = complete(challengeId, identity.id, { browserKnown });
    expect((await refusal(second.completion)).status).toBe(409);
    expect(
      await getDb().providerSession.count({ where: { tokenHash: second.session.tokenHash } }),
    ).toBe(0);
  });
});

describe('a sign-in from a browser the identity never used', () => {
  async function signInFrom(identityId: string, browserKeyHash: string) {
    const challengeId = await createLoginChallenge(identityId);
    await getDb().loginChallenge.update({ where: { id: challengeId }, data: { browserKeyHash } });
    // As findStepChallenge reads it: whether this browser signed in as the identity before.
    const browserKnown =
      (await getDb().knownBrowser.count({ where: { identityId, browserKeyHash } })) > 0;
    await complete(challengeId, identityId, { browserKnown }).completion;
  }

  it('queues a security email, but not for the first sign-in nor a known browser', async () => {
    const identity = await createIdentity();
    await signInFrom(identity.id, 'browser-a');
    await signInFrom(identity.id, 'browser-a');
    expect(await queuedSecurityEvents(identity.id)).toEqual([]);
    await signInFrom(identity.id, 'browser-b');
    expect(await queuedSecurityEvents(identity.id)).toEqual(['new_device_sign_in']);
  });

  it('still queues the email when the step took the browser for a known one', async () => {
    const identity = await createIdentity();
    await signInFrom(identity.id, 'browser-a');
    const challengeId = await createLoginChallenge(identity.id);
    await getDb().loginChallenge.update({
      where: { id: challengeId },
      data: { browserKeyHash: 'browser-b' },
    });
    await complete(challengeId, identity.id, { browserKnown: true }).completion;
    expect(await queuedSecurityEvents(identity.id)).toEqual(['new_device_sign_in']);
  });
});
