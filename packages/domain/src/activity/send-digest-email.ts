import { getDb } from '@coffer/db';
import { sendMail } from '../mail/send-mail';
import { countNewMessages, markEmailed } from './count-new-messages';
import { activityEmail } from './emails/activity-email';
import { emailLanguageOf } from './emails/email-language';
import { findIdentityBoxIds } from './find-identity-box-ids';

/**
 * The `digest-email` job (docs/activity.md): a `moderate` person's daily email, listing the
 * boxes with messages they neither read nor were emailed about, with their counts. Nothing
 * new: no email. The boxes are marked once the email is accepted, so a retry sends nothing
 * twice.
 */
export async function sendDigestEmail({ identityId }: { identityId: string }): Promise<void> {
  const identity = await getDb().identity.findUnique({
    where: { id: identityId },
    select: { id: true, identifierValue: true, language: true, notifications: true },
  });
  // Gone, or changed their mind since the digest was queued.
  if (identity?.notifications !== 'moderate') return;
  const due = await countNewMessages(identity.id, await findIdentityBoxIds(identity));
  if (due.length === 0) return;
  const boxes = await getDb().box.findMany({
    where: { id: { in: due.map((entry) => entry.boxId) } },
    select: { id: true, title: true, ownerOrg: { select: { name: true } } },
    orderBy: { lastEventAt: 'desc' },
  });
  const counts = new Map(due.map((entry) => [entry.boxId, entry]));
  await sendMail(
    activityEmail({
      to: identity.identifierValue,
      identityId: identity.id,
      language: emailLanguageOf(identity.language),
      boxes: boxes.map((box) => ({
        id: box.id,
        title: box.title,
        organization: box.ownerOrg.name,
        count: counts.get(box.id)?.count ?? 0,
      })),
    }),
  );
  for (const entry of due) await markEmailed(identity.id, entry.boxId, entry.newest);
}
