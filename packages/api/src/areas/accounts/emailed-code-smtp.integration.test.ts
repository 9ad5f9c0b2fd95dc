/**
 * The sign-in code travels over real SMTP when SMTP_URL is set. This test lives in the API
 * package because smtp-server (the receiving end) is installed here.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { prepareEmailedCode, verifyEmailedCode } from '@coffer/domain/authn-methods';
import { createIdentity } from '@coffer/domain/test-factories';
import { createLoginChallenge, refusal, TEST_SOURCE } from '@coffer/domain/test-authn-methods';
import { startTestSmtpServer } from '../../../test/test-smtp-server';

const smtp = await startTestSmtpServer();
const { received } = smtp;
// Read by getEnv() on first use in this file.
process.env.SMTP_URL = smtp.url;
process.env.APP_ORIGIN = 'http://localhost:3000';

afterAll(() => smtp.close());

describe('emailed code over SMTP', () => {
  it('mails the code to the identity; the code read from the raw message signs in', async () => {
    const identity = await createIdentity();
    const loginChallengeId = await createLoginChallenge(identity.id);
    await prepareEmailedCode({ source: TEST_SOURCE, identityId: identity.id, loginChallengeId });

    const mail = received.find(({ to }) => to.includes(identity.identifierValue));
    expect(mail).toBeDefined();
    const raw = mail!.raw;
    expect(raw).toMatch(/^From: Coffer <no-reply@localhost>\r?$/m);
    expect(raw).toMatch(new RegExp(`^To: ${identity.identifierValue}\\r?$`, 'm'));
    expect(raw).toMatch(/^Subject: Your Coffer sign-in code\r?$/m);
    const code = /code is (\d{6})\./.exec(raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Sent, not kept: the development outbox stays empty.
    expect(await getDb().outboxMail.count()).toBe(0);

    await verifyEmailedCode({
      source: TEST_SOURCE,
      identityId: identity.id,
      loginChallengeId,
      code: code!,
    });
  });

  it('503 when the mail server is unreachable, and no code is left waiting', async () => {
    await smtp.close();
    const identity = await createIdentity();
    const loginChallengeId = await createLoginChallenge(identity.id);
    const error = await refusal(
      prepareEmailedCode({ source: TEST_SOURCE, identityId: identity.id, loginChallengeId }),
    );
    expect(error.status).toBe(503);
    expect(error.toBody().desc).toBe('the service is unavailable');
    expect(await getDb().emailedCode.count({ where: { identityId: identity.id } })).toBe(0);
  });
});
