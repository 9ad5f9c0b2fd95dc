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
 * Sends a mail (plain text, with an HTML alternative when given) through SMTP_URL, from MAIL_FROM. Without SMTP_URL (development) the mail is kept
 * in the outbox table instead, for the dev outbox page. Bodies carry sign-in codes: they are
 * never logged.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { smtpUrl, activity } = getEnv();
  if (smtpUrl === undefined) {
    const { to, subject, text } = mail;
    await getDb().outboxMail.create({ data: { to, subject, text }, select: { id: true } });
    return;
  }
  await transporterFor(smtpUrl).sendMail({ from: activity.mailFrom, ...mail });
}

let cached: { url: string; transporter: Transporter } | undefined;

/** One transporter per process (SMTP_URL does not change while it runs). */
function transporterFor(url: string): Transporter {
  if (cached?.url !== url) cached = { url, transporter: createTransport(url) };
  return cached.transporter;
}
