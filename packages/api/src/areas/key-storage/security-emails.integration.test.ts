/**
 * Security emails (docs/activity.md), sent by the real job workers over a real SMTP server,
 * whatever the person's notification setting.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { startJobWorkers } from '@coffer/domain/jobs';
import { totpCode } from '@coffer/domain/test-authn-methods';
import { waitUntil } from '../../../test/job-queue-time';
import { startTestSmtpServer } from '../../../test/test-smtp-server';
import { call, personWithStorage, sealUnlocker } from './test/key-storage-api';

const smtp = await startTestSmtpServer();
// Read by getEnv() on first use in this file.
process.env.SMTP_URL = smtp.url;
process.env.APP_ORIGIN = 'http://localhost:3000';
afterAll(() => smtp.close());
await startJobWorkers();

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function mailsTo(email: string): string[] {
  return smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => mail.raw.replace(/=\r?\n/g, ''));
}

describe('security emails', () => {
  it('tell of a new or revoked device, a used recovery key, TOTP and passkeys, even at minimal', async () => {
    const owner = await personWithStorage();
    const email = owner.identity.identifierValue;
    await getDb().identity.update({
      where: { id: owner.identity.id },
      data: { notifications: 'minimal' },
    });
    const storage = `/identities/${owner.identity.id}/storage`;

    // Opening the storage with the passkey is no news; with the recovery key it is.
    expect(
      (await call('GET', `${storage}/unlockers/${owner.passkey.unlocker.id}`, owner.headers()))
        .status,
    ).toBe(200);
    expect(
      (await call('GET', `${storage}/unlockers/${owner.recovery.unlocker.id}`, owner.headers()))
        .status,
    ).toBe(200);

    const device = await sealUnlocker(owner.keys, 'device');
    // The browser that made a change is named in its email.
    const fromChrome = owner.headers();
    fromChrome.set('user-agent', CHROME_ON_LINUX);
    expect(
      (await call('POST', `${storage}/unlockers`, fromChrome, { unlocker: device.unlocker }))
        .status,
    ).toBe(201);
    expect(
      (await call('DELETE', `${storage}/unlockers/${device.unlocker.id}`, owner.headers())).status,
    ).toBe(204);

    const enrolled = await call(
      'POST',
      `/identities/${owner.identity.id}/totp/enroll`,
      owner.headers(),
    );
    const enrolment = (await enrolled.json()) as { id: string; otpauth_uri: string };
    const secret = new URL(enrolment.otpauth_uri).searchParams.get('secret')!;
    const confirmed = await call(
      'POST',
      `/identities/${owner.identity.id}/totp/enroll/${enrolment.id}`,
      owner.headers(),
      { code: await totpCode(secret) },
    );
    expect(confirmed.status).toBe(200);
    expect(
      (await call('DELETE', `/identities/${owner.identity.id}/totp`, owner.headers())).status,
    ).toBe(204);
    expect(
      (await call('DELETE', `/webauthn-credentials/${owner.credentialId}`, owner.headers())).status,
    ).toBe(204);

    const expected = [
      'Your recovery key was used to open your key storage.',
      'A new way to open your key storage was added.',
      'A device can no longer open your key storage.',
      'An authenticator app was added to your account.',
      'The authenticator app was removed from your account.',
      'A passkey was removed from your account.',
    ];
    await waitUntil('six security emails', () => mailsTo(email).length >= expected.length);
    const mails = mailsTo(email);
    for (const sentence of expected) {
      expect(mails.filter((mail) => mail.includes(sentence))).toHaveLength(1);
    }
    expect(mails).toHaveLength(expected.length);
    expect(
      mails.filter((mail) =>
        mail.includes('From (as the browser reports itself): Chrome 131 =C2=B7 Linux.'),
      ),
    ).toHaveLength(1);
    for (const mail of mails) {
      expect(mail).toMatch(/^Subject: Security of your Coffer account/m);
      expect(mail).toContain('http://localhost:3000/account');
      expect(mail).not.toMatch(/^List-Unsubscribe/m);
    }
  });

  it('are in the person’s language', async () => {
    const owner = await personWithStorage();
    await getDb().identity.update({ where: { id: owner.identity.id }, data: { language: 'fr' } });
    const storage = `/identities/${owner.identity.id}/storage`;
    expect(
      (await call('GET', `${storage}/unlockers/${owner.recovery.unlocker.id}`, owner.headers()))
        .status,
    ).toBe(200);
    await waitUntil('the email', () => mailsTo(owner.identity.identifierValue).length === 1);
    const [mail] = mailsTo(owner.identity.identifierValue);
    expect(mail).toContain('Votre cl=C3=A9 de secours a servi');
  });
});
