import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity, queuedSecurityEvents, userCaller } from '../../../test/factories';
import { listAvailableAmrs } from '../list-available-amrs';
import { TEST_SOURCE, createLoginChallenge, createSoftwareAuthenticator, refusal } from '../test';
import { deleteWebauthnCredential } from './delete-webauthn-credential';
import { finishWebauthnRegistration } from './finish-webauthn-registration';
import { listWebauthnCredentials } from './list-webauthn-credentials';
import { startWebauthnAuthentication } from './start-webauthn-authentication';
import { startWebauthnRegistration } from './start-webauthn-registration';
import { verifyWebauthnAuthentication } from './verify-webauthn-authentication';

// The relying party is the default origin's host; 3 failures lock the method.
process.env.APP_ORIGIN = 'http://localhost:3000';
process.env.AUTH_FAILURES_BEFORE_LOCK = '3';

const origin = 'http://localhost:3000';
const newAuthenticator = () => createSoftwareAuthenticator({ origin, rpId: 'localhost' });

async function registered(name = 'YubiKey') {
  const identity = await createIdentity();
  const authenticator = newAuthenticator();
  const options = await startWebauthnRegistration({
    caller: userCaller(identity.id),
    identityId: identity.id,
  });
  const record = await finishWebauthnRegistration({
    caller: userCaller(identity.id),
    identityId: identity.id,
    name,
    credential: authenticator.register(options.publicKey.challenge),
  });
  return { identity, authenticator, record };
}

/** A login challenge, its assertion options and the authenticator's signed answer. */
async function assertion(
  identityId: string,
  authenticator: ReturnType<typeof newAuthenticator>,
  overrides: { forge?: boolean; keepCounter?: boolean } = {},
) {
  const loginChallengeId = await createLoginChallenge(identityId);
  const options = await startWebauthnAuthentication({ identityId, loginChallengeId });
  return {
    identityId,
    loginChallengeId,
    options,
    response: authenticator.assert(options.challenge, overrides),
    source: TEST_SOURCE,
  };
}

describe('registration', () => {
  it('offers creation options in the contract shape', async () => {
    const identity = await createIdentity();
    const { publicKey } = await startWebauthnRegistration({
      caller: userCaller(identity.id),
      identityId: identity.id,
    });
    expect(publicKey).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      rp: { name: 'Coffer', icon: '', id: 'localhost' },
      user: {
        name: identity.identifierValue,
        displayName: identity.displayName,
        id: Buffer.from(identity.id.replaceAll('-', ''), 'hex').toString('base64url'),
      },
      pubKeyCredParams: [
        { type: 'public-key', alg: -8 },
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: {
        residentKey: 'preferred',
        requireResidentKey: false,
        userVerification: 'preferred',
      },
      timeout: 300_000,
      excludeCredentials: [],
    });
    const stored = await getDb().webauthnChallenge.findFirstOrThrow({
      where: { identityId: identity.id },
    });
    expect(stored).toMatchObject({ purpose: 'registration', challenge: publicKey.challenge });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(300_000, -3);
  });

  it('stores a verified credential and answers its record', async () => {
    const { identity, authenticator, record } = await registered('My key');
    expect(record).toEqual({
      id: authenticator.id,
      name: 'My key',
      identity_id: identity.id,
      aaguid: null,
      authenticator: null,
      browser: null,
      os: null,
      device_type: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      last_used_at: null,
      this_browser: false,
    });
    expect(
      await listWebauthnCredentials({ caller: userCaller(identity.id), identityId: identity.id }),
    ).toEqual([record]);
    const row = await getDb().webauthnCredential.findUniqueOrThrow({ where: { id: record.id } });
    expect(row.transports).toEqual(['usb']);
    expect(await queuedSecurityEvents(identity.id)).toEqual(['passkey_added']);
    expect(await getDb().webauthnChallenge.count({ where: { identityId: identity.id } })).toBe(0);
    const { publicKey } = await startWebauthnRegistration({
      caller: userCaller(identity.id),
      identityId: identity.id,
    });
    expect(publicKey.excludeCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['usb'] },
    ]);
    expect(await listAvailableAmrs({ identityId: identity.id })).toEqual([
      'identity:emailed_code',
      'webauthn:webauthn',
    ]);
  });

  it('refuses an answer from another origin, or to a challenge used or never issued', async () => {
    const identity = await createIdentity();
    const authenticator = newAuthenticator();
    const options = await startWebauthnRegistration({
      caller: userCaller(identity.id),
      identityId: identity.id,
    });
    const phished = await refusal(
      finishWebauthnRegistration({
        caller: userCaller(identity.id),
        identityId: identity.id,
        name: 'key',
        credential: authenticator.register(options.publicKey.challenge, {
          origin: 'https://evil.example',
        }),
      }),
    );
    expect(phished.toBody()).toMatchObject({
      code: 'forbidden',
      details: { credential: 'invalid' },
    });
    // The challenge served once, even for a failure.
    const reused = await refusal(
      finishWebauthnRegistration({
        caller: userCaller(identity.id),
        identityId: identity.id,
        name: 'key',
        credential: authenticator.register(options.publicKey.challenge),
      }),
    );
    expect(reused.details).toEqual({ credential: 'invalid' });
    const invented = await refusal(
      finishWebauthnRegistration({
        caller: userCaller(identity.id),
        identityId: identity.id,
        name: 'key',
        credential: authenticator.register('bm90LWlzc3VlZA'),
      }),
    );
    expect(invented.details).toEqual({ credential: 'invalid' });
  });

  it("refuses another identity's challenge, an expired one, and a key registered twice", async () => {
    const owner = await createIdentity();
    const other = await createIdentity();
    const options = await startWebauthnRegistration({
      caller: userCaller(owner.id),
      identityId: owner.id,
    });
    const stolen = await refusal(
      finishWebauthnRegistration({
        caller: userCaller(other.id),
        identityId: other.id,
        name: 'key',
        credential: newAuthenticator().register(options.publicKey.challenge),
      }),
    );
    expect(stolen.details).toEqual({ credential: 'invalid' });

    const late = await startWebauthnRegistration({
      caller: userCaller(owner.id),
      identityId: owner.id,
    });
    await getDb().webauthnChallenge.updateMany({
      where: { identityId: owner.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await refusal(
      finishWebauthnRegistration({
        caller: userCaller(owner.id),
        identityId: owner.id,
        name: 'key',
        credential: newAuthenticator().register(late.publicKey.challenge),
      }),
    );
    expect(expired.details).toEqual({ credential: 'expired' });

    const { identity, authenticator } = await registered();
    const again = await startWebauthnRegistration({
      caller: userCaller(identity.id),
      identityId: identity.id,
    });
    const twice = await refusal(
      finishWebauthnRegistration({
        caller: userCaller(identity.id),
        identityId: identity.id,
        name: 'again',
        credential: authenticator.register(again.publicKey.challenge),
      }),
    );
    expect(twice.status).toBe(409);
  });

  it('400 for a name over 100 characters or a credential that is not one', async () => {
    const identity = await createIdentity();
    const options = await startWebauthnRegistration({
      caller: userCaller(identity.id),
      identityId: identity.id,
    });
    const credential = newAuthenticator().register(options.publicKey.challenge);
    const tooLong = await refusal(
      finishWebauthnRegistration({
        caller: userCaller(identity.id),
        identityId: identity.id,
        name: 'x'.repeat(101),
        credential,
      }),
    );
    expect(tooLong.details).toEqual({ name: 'malformed' });
    const broken = await refusal(
      finishWebauthnRegistration({
        caller: userCaller(identity.id),
        identityId: identity.id,
        name: 'key',
        credential: { ...credential, type: 'password' as 'public-key' },
      }),
    );
    expect(broken.details).toEqual({ credential: 'malformed' });
  });
});

describe('deleteWebauthnCredential', () => {
  it('deletes an own credential; 404 unknown; 403 not the owner', async () => {
    const { identity, record } = await registered();
    const stranger = await createIdentity();
    const notTheirs = await refusal(
      deleteWebauthnCredential({ caller: userCaller(stranger.id), credentialId: record.id }),
    );
    expect(notTheirs.status).toBe(403);
    await deleteWebauthnCredential({ caller: userCaller(identity.id), credentialId: record.id });
    expect(
      await listWebauthnCredentials({ caller: userCaller(identity.id), identityId: identity.id }),
    ).toEqual([]);
    const gone = await refusal(
      deleteWebauthnCredential({ caller: userCaller(identity.id), credentialId: record.id }),
    );
    expect(gone.status).toBe(404);
  });

  it('409 for the last credential while mfa_method is webauthn', async () => {
    const { identity, record } = await registered();
    await getDb().identity.update({ where: { id: identity.id }, data: { mfaMethod: 'webauthn' } });
    const error = await refusal(
      deleteWebauthnCredential({ caller: userCaller(identity.id), credentialId: record.id }),
    );
    expect(error.status).toBe(409);
    expect(error.details).toEqual({ id: 'conflict' });
  });
});

describe('authentication', () => {
  it("offers the identity's credentials and accepts a signed answer, once", async () => {
    const { identity, authenticator } = await registered();
    const signed = await assertion(identity.id, authenticator);
    expect(signed.options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'preferred',
      allowCredentials: [{ id: authenticator.id, type: 'public-key', transports: ['usb'] }],
    });
    await verifyWebauthnAuthentication(signed);
    const row = await getDb().webauthnCredential.findUniqueOrThrow({
      where: { id: authenticator.id },
    });
    expect(row.signCount).toBe(1n);
    expect(row.lastUsedAt).not.toBeNull();
    const replay = await refusal(verifyWebauthnAuthentication(signed));
    expect(replay.status).toBe(403);
    expect(replay.details).toEqual({ metadata: 'invalid' });
  });

  it('refuses a wrong signature (403 invalid)', async () => {
    const { identity, authenticator } = await registered();
    const forged = await assertion(identity.id, authenticator, { forge: true });
    const error = await refusal(verifyWebauthnAuthentication(forged));
    expect(error.toBody()).toMatchObject({ code: 'forbidden', details: { metadata: 'invalid' } });
    expect(
      (await getDb().webauthnCredential.findUniqueOrThrow({ where: { id: authenticator.id } }))
        .signCount,
    ).toBe(0n);
  });

  it('refuses a counter that does not move forward (a cloned authenticator)', async () => {
    const { identity, authenticator } = await registered();
    await verifyWebauthnAuthentication(await assertion(identity.id, authenticator));
    const cloned = await assertion(identity.id, authenticator, { keepCounter: true });
    const error = await refusal(verifyWebauthnAuthentication(cloned));
    expect(error.details).toEqual({ metadata: 'invalid' });
  });

  it("refuses another identity's credential and another login's challenge", async () => {
    const first = await registered();
    const second = await registered();
    const foreign = await assertion(second.identity.id, first.authenticator);
    const error = await refusal(verifyWebauthnAuthentication(foreign));
    expect(error.details).toEqual({ metadata: 'invalid' });

    const signed = await assertion(first.identity.id, first.authenticator);
    const otherLogin = await createLoginChallenge(first.identity.id);
    const moved = await refusal(
      verifyWebauthnAuthentication({
        ...signed,
        loginChallengeId: otherLogin,
      }),
    );
    expect(moved.details).toEqual({ metadata: 'invalid' });
  });

  it('refuses an answer after the challenge expired (403 expired)', async () => {
    const { identity, authenticator } = await registered();
    const signed = await assertion(identity.id, authenticator);
    await getDb().webauthnChallenge.updateMany({
      where: { identityId: identity.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const error = await refusal(verifyWebauthnAuthentication(signed));
    expect(error.details).toEqual({ metadata: 'expired' });
  });

  it('locks after 3 failures', async () => {
    const { identity, authenticator } = await registered();
    for (let failure = 1; failure <= 3; failure++) {
      const error = await refusal(
        verifyWebauthnAuthentication(await assertion(identity.id, authenticator, { forge: true })),
      );
      expect(error.status).toBe(failure < 3 ? 403 : 429);
    }
    const locked = await refusal(
      verifyWebauthnAuthentication(await assertion(identity.id, authenticator)),
    );
    expect(locked.details).toEqual({ metadata: 'locked' });
  });

  it('409 without credentials; 400 for metadata that is not an assertion', async () => {
    const identity = await createIdentity();
    const loginChallengeId = await createLoginChallenge(identity.id);
    const none = await refusal(
      startWebauthnAuthentication({ identityId: identity.id, loginChallengeId }),
    );
    expect(none.status).toBe(409);
    const { identity: owner } = await registered();
    const malformed = await refusal(
      verifyWebauthnAuthentication({
        source: TEST_SOURCE,
        identityId: owner.id,
        loginChallengeId,
        response: { id: 'x', response: {} },
      }),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.details).toEqual({ metadata: 'malformed' });
  });
});
