import { getDb } from '@coffer/db';
import { sendMail } from '../mail/send-mail';
import { countNewMessages, markEmailed } from './count-new-messages';
import { activityEmail } from './emails/activity-email';
import { emailLanguageOf } from './emails/email-language';
import { findBoxRecipients } from './find-box-recipients';

/**
 * The `activity-email` job (docs/activity.md): each `frequent` member of the box who has
 * messages they neither read nor were emailed about gets one email with their count. Each
 * person is marked right after their email is accepted, so a retry after a failure part way
 * emails only those still due: nothing lost, nothing sent twice.
 */
export async function sendBoxActivityEmails({ boxId }: { boxId: string }): Promise<void> {
  const box = await getDb().box.findUnique({
    where: { id: boxId },
    select: {
      id: true,
      title: true,
      ownerOrgId: true,
      datatagSubject: true,
      ownerOrg: { select: { name: true } },
    },
  });
  // Deleted since: nothing to tell.
  if (!box) return;
  const recipients = (await findBoxRecipients(box)).filter(
    (person) => person.notifications === 'frequent',
  );
  for (const person of recipients) {
    const [due] = await countNewMessages(person.id, [box.id]);
    if (!due) continue;
    await sendMail(
      activityEmail({
        to: person.identifierValue,
        identityId: person.id,
        language: emailLanguageOf(person.language),
        boxes: [
          { id: box.id, title: box.title, organization: box.ownerOrg.name, count: due.count },
        ],
      }),
    );
    await markEmailed(person.id, box.id, due.newest);
  }
}
