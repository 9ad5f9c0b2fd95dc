import { createTransport, type Transporter } from 'nodemailer';
import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of the same text (activity emails). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};

/**
 * Sends a mail (plain text, with an HTML alternative when given) through SMTP_URL, from
 * MAIL_FROM. With MAIL_OUTBOX (development, trials) the mail is kept in the outbox table
 * instead, for the outbox page. Bodies carry sign-in codes: they are never logged.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { smtpUrl, mailOutbox, activity } = getEnv();
  if (mailOutbox) {
    const { to, subject, text } = mail;
    await getDb().outboxMail.create({ data: { to, subject, text }, select: { id: true } });
    return;
  }
  // Never kept where nobody would look, as if it had been sent (Coffer's server refuses to
  // start so; a command run without either fails here, and the mail's job is retried).
  if (smtpUrl === undefined) throw new Error('no mail can be sent: SMTP_URL is not set');
  await transporterFor(smtpUrl).sendMail({ from: activity.mailFrom, ...mail });
}

let cached: { url: string; transporter: Transporter } | undefined;

/** One transporter per process (SMTP_URL does not change while it runs). */
function transporterFor(url: string): Transporter {
  if (cached?.url !== url) cached = { url, transporter: createTransport(url) };
  return cached.transporter;
}
