/**
 * The sign-in code travels over real SMTP when SMTP_URL is set. This test lives in the API
 * package because smtp-server (the receiving end) is installed here.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { prepareEmailedCode, verifyEmailedCode } from '@coffer/domain/authn-methods';
import { createIdentity } from '@coffer/domain/test-factories';
import { createLoginChallenge, refusal, TEST_SOURCE } from '@coffer/domain/test-authn-methods';

const received: { to: string[]; raw: string }[] = [];

// STARTTLS is disabled: the certificate bundled with smtp-server has expired.
const server = new SMTPServer({
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map(({ address }) => address), raw });
      callback();
    });
  },
});
// A dropped client connection is an 'error' of the server, which must not end the test.
server.on('error', () => undefined);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.server.address() as AddressInfo;
// Read by getEnv() on first use in this file.
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
process.env.APP_ORIGIN = 'http://localhost:3000';

function stopServer() {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

afterAll(async () => {
  if (server.server.listening) await stopServer();
});

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
    await stopServer();
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
