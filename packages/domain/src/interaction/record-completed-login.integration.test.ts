import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity, queuedSecurityEvents } from '../../test/factories';
import { createLoginChallenge, refusal } from '../authn-methods/test';
import { newProviderSession } from '../oidc/provider-session/new-provider-session';
import { recordCompletedLogin } from './record-completed-login';

function complete(loginChallengeId: string, identityId: string) {
  const session = newProviderSession({
    identityId,
    acr: 1,
    amr: ['identity:emailed_code'],
    authTime: new Date(),
  });
  const completion = recordCompletedLogin({
    loginChallengeId,
    session,
    previousSessionToken: undefined,
    succeeded: [],
    consentChallenge: null,
    completedAt: new Date(),
  });
  return { session, completion };
}

describe('completing a login writes the session only for the challenge’s own identity', () => {
  it('a challenge that names another identity by now gets no session (a step raced a switch)', async () => {
    const prover = await createIdentity();
    const other = await createIdentity();
    const challengeId = await createLoginChallenge(prover.id);
    // The step was checked for the prover; meanwhile the challenge was pointed elsewhere.
    await getDb().loginChallenge.update({
      where: { id: challengeId },
      data: { identityId: other.id },
    });
    const { session, completion } = complete(challengeId, prover.id);
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
    await complete(challengeId, identity.id).completion;
    const second = complete(challengeId, identity.id);
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
    await complete(challengeId, identityId).completion;
  }

  it('queues a security email, but not for the first sign-in nor a known browser', async () => {
    const identity = await createIdentity();
    await signInFrom(identity.id, 'browser-a');
    await signInFrom(identity.id, 'browser-a');
    expect(await queuedSecurityEvents(identity.id)).toEqual([]);
    await signInFrom(identity.id, 'browser-b');
    expect(await queuedSecurityEvents(identity.id)).toEqual(['new_device_sign_in']);
  });
});
