import { getDb } from '@coffer/db';
import { sendMail } from '../mail/send-mail';
import { emailLanguageOf } from './emails/email-language';
import { securityEmail, type SecurityEvent } from './emails/security-email';

export type SendSecurityEmailOptions = {
  identityId: string;
  /** The address and language read when the event happened (absent in older jobs). */
  to?: string;
  language?: string;
  event: SecurityEvent;
  at: string;
  device?: string | null;
};

/** The `security-email` job: one email, whatever the identity's notification setting. */
export async function sendSecurityEmail({
  identityId,
  to,
  language,
  event,
  at,
  device,
}: SendSecurityEmailOptions): Promise<void> {
  const recipient =
    to === undefined
      ? await getDb().identity.findUnique({
          where: { id: identityId },
          select: { identifierValue: true, language: true },
        })
      : { identifierValue: to, language: language ?? 'en' };
  // A job of an older version, its identity deleted since: nobody to tell.
  if (!recipient) return;
  await sendMail(
    securityEmail({
      to: recipient.identifierValue,
      language: emailLanguageOf(recipient.language),
      event,
      at: new Date(at),
      device: device ?? null,
    }),
  );
}
