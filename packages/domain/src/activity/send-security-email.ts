import { getDb } from '@coffer/db';
import { sendMail } from '../mail/send-mail';
import { emailLanguageOf } from './emails/email-language';
import { securityEmail, type SecurityEvent } from './emails/security-email';

export type SendSecurityEmailOptions = { identityId: string; event: SecurityEvent; at: string };

/** The `security-email` job: one email, whatever the identity's notification setting. */
export async function sendSecurityEmail({
  identityId,
  event,
  at,
}: SendSecurityEmailOptions): Promise<void> {
  const identity = await getDb().identity.findUnique({
    where: { id: identityId },
    select: { identifierValue: true, language: true },
  });
  // Deleted since: nobody to tell.
  if (!identity) return;
  await sendMail(
    securityEmail({
      to: identity.identifierValue,
      language: emailLanguageOf(identity.language),
      event,
      at: new Date(at),
    }),
  );
}
