import { getDb } from '@coffer/db';
import { sendMail } from '../mail/send-mail';
import { emailLanguageOf } from './emails/email-language';
import { invitationEmail } from './emails/invitation-email';

/**
 * The `invitation-email` job (docs/activity.md): a person whose keys an organization invited
 * to a box hears of it, unless their setting is `minimal`. An invitation is rare news about
 * access, not a message count: `moderate` hears of it at once too.
 */
export async function sendInvitationEmail({
  boxId,
  identityId,
}: {
  boxId: string;
  identityId: string;
}): Promise<void> {
  const db = getDb();
  const [box, person] = await Promise.all([
    db.box.findUnique({
      where: { id: boxId },
      select: { id: true, title: true, ownerOrg: { select: { name: true } } },
    }),
    db.identity.findUnique({
      where: { id: identityId },
      select: { identifierValue: true, language: true, notifications: true },
    }),
  ]);
  // Deleted since, or nothing to send at this setting.
  if (!box || !person || person.notifications === 'minimal') return;
  await sendMail(
    invitationEmail({
      to: person.identifierValue,
      identityId,
      language: emailLanguageOf(person.language),
      boxId: box.id,
      title: box.title,
      organization: box.ownerOrg.name,
    }),
  );
}
