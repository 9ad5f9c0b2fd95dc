import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { assertBoxAccess } from './assert-box-access';
import {
  identitySenderRecord,
  organizationSenderRecord,
  senderIdentitySelect,
  senderOrganizationSelect,
  type SenderIdentityRow,
  type SenderRecord,
} from './sender-record';

export type ListBoxMembersOptions = { caller: Caller; boxId: string };

/**
 * Everyone who may read and post in a box (findBoxAccess), for its members: the owner
 * organization, its staff, the creator, the data subject once an identity has that email,
 * and those who joined. Newest membership first; a person counted twice keeps the earliest.
 */
export async function listBoxMembers({
  caller,
  boxId,
}: ListBoxMembersOptions): Promise<SenderRecord[]> {
  const { box, viewer } = await assertBoxAccess({ caller, boxId });
  const db = getDb();
  const [row, staff, joined, subject] = await Promise.all([
    db.box.findUniqueOrThrow({
      where: { id: boxId },
      select: {
        createdAt: true,
        ownerOrg: { select: senderOrganizationSelect },
        creatorIdentity: { select: senderIdentitySelect },
      },
    }),
    db.organizationMember.findMany({
      where: { organizationId: box.ownerOrgId },
      select: { createdAt: true, identity: { select: senderIdentitySelect } },
    }),
    db.boxMember.findMany({
      where: { boxId },
      select: { joinedAt: true, identity: { select: senderIdentitySelect } },
    }),
    db.identity.findUnique({
      where: {
        identifierKind_identifierValue: {
          identifierKind: 'email',
          identifierValue: box.datatagSubject,
        },
      },
      select: { ...senderIdentitySelect, createdAt: true },
    }),
  ]);
  const earliest = new Map<string, { identity: SenderIdentityRow; at: Date }>();
  const add = (identity: SenderIdentityRow, at: Date) => {
    const known = earliest.get(identity.id);
    if (!known || at < known.at) earliest.set(identity.id, { identity, at });
  };
  for (const member of staff) add(member.identity, member.createdAt);
  for (const member of joined) add(member.identity, member.joinedAt);
  if (row.creatorIdentity) add(row.creatorIdentity, row.createdAt);
  // The data subject became a member once both the box and their identity existed.
  if (subject) add(subject, subject.createdAt > row.createdAt ? subject.createdAt : row.createdAt);
  const members = [
    { at: row.createdAt, record: organizationSenderRecord(row.ownerOrg) },
    ...[...earliest.values()].map(({ identity, at }) => ({
      at,
      record: identitySenderRecord(identity, viewer),
    })),
  ];
  return members
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.record.id.localeCompare(b.record.id))
    .map(({ record }) => record);
}
