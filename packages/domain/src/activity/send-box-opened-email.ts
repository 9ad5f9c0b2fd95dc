import { getDb } from '@coffer/db';
import { sendMail } from '../mail/send-mail';
import { boxOpenedEmail } from './emails/box-opened-email';
import { emailLanguageOf } from './emails/email-language';

/**
 * The `box-opened-email` job: the data subject hears that a box was opened for their email,
 * whether or not they have an identity yet (then in English), whatever their setting: it is
 * how someone without an account learns of it.
 */
export async function sendBoxOpenedEmail({ boxId }: { boxId: string }): Promise<void> {
  const box = await getDb().box.findUnique({
    where: { id: boxId },
    select: { id: true, title: true, datatagSubject: true, ownerOrg: { select: { name: true } } },
  });
  // Deleted since: nothing to open.
  if (!box) return;
  const subject = await getDb().identity.findUnique({
    where: {
      identifierKind_identifierValue: {
        identifierKind: 'email',
        identifierValue: box.datatagSubject,
      },
    },
    select: { language: true },
  });
  await sendMail(
    boxOpenedEmail({
      to: box.datatagSubject,
      language: emailLanguageOf(subject?.language ?? 'en'),
      boxId: box.id,
      title: box.title,
      organization: box.ownerOrg.name,
    }),
  );
}
