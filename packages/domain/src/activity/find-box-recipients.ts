import { getDb, type NotificationFrequency } from '@coffer/db';

export type BoxRecipient = {
  id: string;
  identifierValue: string;
  language: string;
  notifications: NotificationFrequency;
};

const recipientSelect = {
  id: true,
  identifierValue: true,
  language: true,
  notifications: true,
} as const;

/**
 * The people who are members of a box (as listBoxMembers counts them: the owner's staff,
 * those who joined, the creator, the data subject once they have an identity), each once,
 * with what an activity email needs.
 */
export async function findBoxRecipients(box: {
  id: string;
  ownerOrgId: string;
  datatagSubject: string;
}): Promise<BoxRecipient[]> {
  const db = getDb();
  const [staff, joined, subject] = await Promise.all([
    db.organizationMember.findMany({
      where: { organizationId: box.ownerOrgId },
      select: { identity: { select: recipientSelect } },
    }),
    db.boxMember.findMany({
      where: { boxId: box.id },
      select: { identity: { select: recipientSelect } },
    }),
    db.identity.findUnique({
      where: {
        identifierKind_identifierValue: {
          identifierKind: 'email',
          identifierValue: box.datatagSubject,
        },
      },
      select: recipientSelect,
    }),
  ]);
  const byId = new Map<string, BoxRecipient>();
  for (const { identity } of [...staff, ...joined]) byId.set(identity.id, identity);
  if (subject) byId.set(subject.id, subject);
  return [...byId.values()];
}
