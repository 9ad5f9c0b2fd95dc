import { afterAll } from 'vitest';
import { createRelyingParty } from './register-relying-party';
import { serveForThisFile } from './serve-for-this-file';
import { startTestSmtpServer } from './test-smtp-server';

/**
 * The set-up of the files that drive sign-ins through the login page's API: a real SMTP
 * server that keeps every mail, the file's test server mailing to it, and a registered
 * relying party. Call it at the top of the file (top-level await), like serveForThisFile.
 */
export async function serveSignInFlows() {
  const smtp = await startTestSmtpServer();
  afterAll(() => smtp.close());
  process.env['SMTP_URL'] = smtp.url;
  // Codes are asked for in quick succession by these flows: no resend delay here.
  process.env['EMAILED_CODE_RESEND_SECONDS'] = '0';
  const server = await serveForThisFile();
  const rp = await createRelyingParty(server.origin);
  return {
    server,
    rp,
    /** The raw MIME of the latest mail to `email`. */
    lastMailTo: (email: string): string => {
      const mail = smtp.received.filter(({ to }) => to.includes(email)).at(-1);
      if (!mail) throw new Error(`no mail to ${email}`);
      return mail.raw;
    },
  };
}
