import { type Prisma, queryNamed } from '@coffer/db';
import { unreadMessageCondition } from '../activity/count-unread-messages';
import { toBoxEventRecord, type BoxEventRow } from './box-event-record';
import { toDbBoxEventType, type BoxEventTypeName } from './box-event-types';
import { toBoxRecord, type BoxRecord, type BoxRow } from './box-record';
import type { BoxViewer, SenderIdentityRow } from './sender-record';

export type LoadBoxRecordOptions = {
  boxId: string;
  /** How the caller sees the box (admins see identifiers). */
  viewer: BoxViewer;
  /** The person whose unread count the record carries; null (an organization): no count. */
  readerIdentityId: string | null;
};

/**
 * The box, its owner and creator, its last event (at its lastEventAt: event times are strictly
 * increasing per box) with the event's sender, and the reader's unread count (the rule of
 * countUnreadMessages).
 */
const LOAD_BOX_RECORD = `
  SELECT b."id", b."title", b."ownerOrgId", b."datatagId", b."datatagSubject", b."publicKey",
         b."accessMode"::text AS "accessMode", b."createdAt", b."lastEventAt", b."eventsCount",
         b."creatorIdentityId", o."name" AS "ownerOrgName",
         ci."displayName" AS "creatorDisplayName",
         ci."avatarStorageKey" AS "creatorAvatarStorageKey",
         ci."identifierValue" AS "creatorIdentifierValue",
         ci."identifierKind"::text AS "creatorIdentifierKind",
         ci."profileSharesEmail" AS "creatorProfileSharesEmail",
         e."id" AS "eventId", e."type"::text AS "eventType", e."createdAt" AS "eventCreatedAt",
         e."content" AS "eventContent", e."referrerId" AS "eventReferrerId",
         si."id" AS "senderId", si."displayName" AS "senderDisplayName",
         si."avatarStorageKey" AS "senderAvatarStorageKey",
         si."identifierValue" AS "senderIdentifierValue",
         si."identifierKind"::text AS "senderIdentifierKind",
         si."profileSharesEmail" AS "senderProfileSharesEmail",
         EXISTS (SELECT 1 FROM "OrganizationMember" m
                 WHERE m."identityId" = si."id" AND m."organizationId" = b."ownerOrgId")
           AS "senderIsStaff",
         so."id" AS "senderOrgId", so."name" AS "senderOrgName",
         CASE WHEN $2::uuid IS NULL THEN NULL ELSE (
           SELECT count(*)::int FROM "BoxEvent" u
           LEFT JOIN "BoxReadMark" r ON r."boxId" = u."boxId" AND r."identityId" = $2::uuid
           WHERE u."boxId" = b."id" AND ${unreadMessageCondition('u', 'r', '$2::uuid')}) END AS "unread"
  FROM "Box" b
  JOIN "Organization" o ON o."id" = b."ownerOrgId"
  LEFT JOIN "Identity" ci ON ci."id" = b."creatorIdentityId"
  LEFT JOIN "BoxEvent" e ON e."boxId" = b."id" AND e."createdAt" = b."lastEventAt"
  LEFT JOIN "Identity" si ON si."id" = e."senderIdentityId"
  LEFT JOIN "Organization" so ON so."id" = e."senderOrgId"
  WHERE b."id" = $1::uuid`;

type IdentityColumns<Prefix extends string> = {
  [Key in keyof Omit<SenderIdentityRow, 'id'> as `${Prefix}${Capitalize<Key>}`]:
    SenderIdentityRow[Key] | null;
};

type BoxRecordRow = Omit<BoxRow, 'creatorIdentity' | 'ownerOrg'> &
  IdentityColumns<'creator'> &
  IdentityColumns<'sender'> & {
    ownerOrgName: string;
    eventId: string | null;
    eventType: BoxEventTypeName | null;
    eventCreatedAt: Date | null;
    eventContent: Prisma.JsonValue;
    eventReferrerId: string | null;
    senderId: string | null;
    senderIsStaff: boolean;
    senderOrgId: string | null;
    senderOrgName: string | null;
    unread: number | null;
  };

/**
 * One box resource by id, or null when there is no such box: what loadBoxRecords gives for a
 * page of boxes, in one prepared statement. Every read of a box (GET /api/boxes/{id}) runs
 * it: Prisma's three queries for the same record (box, last event, unread count) cost most
 * of that call's CPU (packages/bench/README.md).
 */
export async function loadBoxRecord({
  boxId,
  viewer,
  readerIdentityId,
}: LoadBoxRecordOptions): Promise<BoxRecord | null> {
  const rows = await queryNamed<BoxRecordRow>({ name: 'load-box-record', text: LOAD_BOX_RECORD }, [
    boxId,
    readerIdentityId,
  ]);
  const row = rows[0];
  if (!row) return null;
  const ownerOrg = { id: row.ownerOrgId, name: row.ownerOrgName };
  const box: BoxRow = {
    id: row.id,
    title: row.title,
    ownerOrgId: row.ownerOrgId,
    datatagId: row.datatagId,
    datatagSubject: row.datatagSubject,
    publicKey: row.publicKey,
    accessMode: row.accessMode,
    createdAt: row.createdAt,
    lastEventAt: row.lastEventAt,
    eventsCount: row.eventsCount,
    creatorIdentityId: row.creatorIdentityId,
    creatorIdentity: identityOf(row.creatorIdentityId, {
      displayName: row.creatorDisplayName,
      avatarStorageKey: row.creatorAvatarStorageKey,
      identifierValue: row.creatorIdentifierValue,
      identifierKind: row.creatorIdentifierKind,
      profileSharesEmail: row.creatorProfileSharesEmail,
    }),
    ownerOrg,
  };
  const lastEvent = eventOf(row, ownerOrg);
  return {
    ...toBoxRecord(box, lastEvent ? toBoxEventRecord(lastEvent, viewer) : null, viewer),
    unread_count: row.unread,
  };
}

function eventOf(row: BoxRecordRow, ownerOrg: BoxRow['ownerOrg']): BoxEventRow | null {
  if (row.eventId === null || row.eventType === null || row.eventCreatedAt === null) return null;
  const sender = identityOf(row.senderId, {
    displayName: row.senderDisplayName,
    avatarStorageKey: row.senderAvatarStorageKey,
    identifierValue: row.senderIdentifierValue,
    identifierKind: row.senderIdentifierKind,
    profileSharesEmail: row.senderProfileSharesEmail,
  });
  return {
    id: row.eventId,
    boxId: row.id,
    type: toDbBoxEventType(row.eventType),
    createdAt: row.eventCreatedAt,
    content: row.eventContent,
    referrerId: row.eventReferrerId,
    // The record reads a sender's memberships only to tell the owner's staff from others.
    senderIdentity: sender && {
      ...sender,
      memberships: row.senderIsStaff ? [{ organizationId: row.ownerOrgId }] : [],
    },
    senderOrg:
      row.senderOrgId !== null && row.senderOrgName !== null
        ? { id: row.senderOrgId, name: row.senderOrgName }
        : null,
    box: { ownerOrg },
  };
}

function identityOf(
  id: string | null,
  columns: { [Key in keyof Omit<SenderIdentityRow, 'id'>]: SenderIdentityRow[Key] | null },
): SenderIdentityRow | null {
  const { displayName, identifierValue, identifierKind, profileSharesEmail } = columns;
  if (id === null || displayName === null || identifierValue === null) return null;
  if (identifierKind === null || profileSharesEmail === null) return null;
  return {
    id,
    displayName,
    avatarStorageKey: columns.avatarStorageKey,
    identifierValue,
    identifierKind,
    profileSharesEmail,
  };
}
