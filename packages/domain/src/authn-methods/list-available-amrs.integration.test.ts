import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createAccount } from '@coffer/domain/accounts';
import { createIdentity, userCaller } from '../../test/factories';
import { listAvailableAmrs } from './list-available-amrs';
import { createSoftwareAuthenticator, createTestPasswordParams, prehash, refusal } from './test';
import { confirmTotpEnrolment } from './totp/confirm-totp-enrolment';
import { startTotpEnrolment } from './totp/start-totp-enrolment';
import { finishWebauthnRegistration } from './webauthn/finish-webauthn-registration';
import { startWebauthnRegistration } from './webauthn/start-webauthn-registration';

process.env.APP_ORIGIN = 'http://localhost:3000';

describe('listAvailableAmrs', () => {
  it('starts with the emailed code, always available', async () => {
    const identity = await createIdentity();
    expect(await listAvailableAmrs({ identityId: identity.id })).toEqual(['identity:emailed_code']);
  });

  it('has no password for an account made with a passkey', async () => {
    const identity = await createIdentity();
    const account = await getDb().account.create({ data: {} });
    await getDb().identity.update({ where: { id: identity.id }, data: { accountId: account.id } });
    expect(await listAvailableAmrs({ identityId: identity.id })).toEqual(['identity:emailed_code']);
  });

  it('lists every configured method in the contract order', async () => {
    const identity = await createIdentity();
    const enrolment = await startTotpEnrolment({
      caller: userCaller(identity.id),
      identityId: identity.id,
    });
    const secret = new URL(enrolment.otpauth_uri).searchParams.get('secret')!;
    await confirmTotpEnrolment({
      caller: userCaller(identity.id),
      identityId: identity.id,
      enrolmentId: enrolment.id,
      code: await generate({ secret }),
    });
    const options = await startWebauthnRegistration({
      caller: userCaller(identity.id),
      identityId: identity.id,
    });
    const authenticator = createSoftwareAuthenticator({
      origin: 'http://localhost:3000',
      rpId: 'localhost',
    });
    await finishWebauthnRegistration({
      caller: userCaller(identity.id),
      identityId: identity.id,
      name: 'key',
      credential: authenticator.register(options.publicKey.challenge),
    });
    const params = createTestPasswordParams();
    await createAccount({
      identityId: identity.id,
      prehashedPassword: await prehash('a password', params),
    });
    expect(await listAvailableAmrs({ identityId: identity.id })).toEqual([
      'identity:emailed_code',
      'identity:prehashed_password',
      'webauthn:webauthn',
      'totp:totp',
      'totp:recovery',
    ]);
  });

  it('404 for an unknown identity', async () => {
    const error = await refusal(
      listAvailableAmrs({ identityId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(error.status).toBe(404);
    expect(error.details).toEqual({ identity_id: 'not_found' });
  });
});
