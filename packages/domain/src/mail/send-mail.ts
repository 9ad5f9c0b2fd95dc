import { createTransport, type Transporter } from 'nodemailer';
import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';

export type Mail = { to: string; subject: string; text: string };

/**
 * Sends a plain-text mail through SMTP_URL. Without SMTP_URL (development) the mail is kept
 * in the outbox table instead, for the dev outbox page. Bodies carry sign-in codes: they are
 * never logged.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { smtpUrl, appOrigin } = getEnv();
  if (smtpUrl === undefined) {
    await getDb().outboxMail.create({ data: mail, select: { id: true } });
    return;
  }
  await transporterFor(smtpUrl).sendMail({
    from: `Coffer <no-reply@${new URL(appOrigin).hostname}>`,
    ...mail,
  });
}

let cached: { url: string; transporter: Transporter } | undefined;

/** One transporter per process (SMTP_URL does not change while it runs). */
function transporterFor(url: string): Transporter {
  if (cached?.url !== url) cached = { url, transporter: createTransport(url) };
  return cached.transporter;
}
