import { getDb, Prisma, type IdentifierKind } from '@coffer/db';
import type { BoxEventRow } from './box-event-record';
import { toDbBoxEventType, type BoxEventTypeName } from './box-event-types';

export type FindBoxEventRowsOptions = {
  boxId: string;
  /** Only these types; all when unset. */
  types?: readonly BoxEventTypeName[];
  offset: number;
  limit: number;
};

type JoinedEventRow = {
  id: string;
  boxId: string;
  /** The database's value, which is the wire name (`msg.text`). */
  type: BoxEventTypeName;
  createdAt: Date;
  content: Prisma.JsonValue;
  referrerId: string | null;
  identityId: string | null;
  displayName: string | null;
  avatarStorageKey: string | null;
  identifierValue: string | null;
  identifierKind: IdentifierKind | null;
  profileSharesEmail: boolean | null;
  organizationId: string | null;
  organizationName: string | null;
  ownerOrgId: string;
  ownerOrgName: string;
  senderIsStaff: boolean;
};

/**
 * A page of a box's events with their senders, newest first, as boxEventRecordSelect gives
 * them. One query with the senders joined: Prisma loads each relation with a query of its
 * own and maps rows slowly, and lists are the hot path (packages/bench/README.md, bench-boxes).
 */
export async function findBoxEventRows({
  boxId,
  types,
  offset,
  limit,
}: FindBoxEventRowsOptions): Promise<BoxEventRow[]> {
  const typeFilter = types
    ? Prisma.sql`AND e."type" = ANY(${[...types]}::text[]::"BoxEventType"[])`
    : Prisma.empty;
  const rows = await getDb().$queryRaw<JoinedEventRow[]>`
    SELECT e."id", e."boxId", e."type"::text AS "type", e."createdAt", e."content", e."referrerId",
           i."id" AS "identityId", i."displayName", i."avatarStorageKey", i."identifierValue",
           i."identifierKind"::text AS "identifierKind", i."profileSharesEmail",
           o."id" AS "organizationId", o."name" AS "organizationName",
           bo."id" AS "ownerOrgId", bo."name" AS "ownerOrgName",
           EXISTS (SELECT 1 FROM "OrganizationMember" m
                   WHERE m."organizationId" = bo."id" AND m."identityId" = i."id") AS "senderIsStaff"
    FROM "BoxEvent" e
    JOIN "Box" b ON b."id" = e."boxId"
    JOIN "Organization" bo ON bo."id" = b."ownerOrgId"
    LEFT JOIN "Identity" i ON i."id" = e."senderIdentityId"
    LEFT JOIN "Organization" o ON o."id" = e."senderOrgId"
    WHERE e."boxId" = ${boxId}::uuid ${typeFilter}
    ORDER BY e."createdAt" DESC, e."id" DESC
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((row) => ({
    id: row.id,
    boxId: row.boxId,
    type: toDbBoxEventType(row.type),
    createdAt: row.createdAt,
    content: row.content,
    referrerId: row.referrerId,
    senderIdentity:
      row.identityId === null
        ? null
        : {
            id: row.identityId,
            displayName: row.displayName ?? '',
            avatarStorageKey: row.avatarStorageKey,
            identifierValue: row.identifierValue ?? '',
            identifierKind: row.identifierKind ?? 'email',
            profileSharesEmail: row.profileSharesEmail ?? false,
            // Only the owner organization matters here (toBoxEventRecord).
            memberships: row.senderIsStaff ? [{ organizationId: row.ownerOrgId }] : [],
          },
    senderOrg:
      row.organizationId === null
        ? null
        : { id: row.organizationId, name: row.organizationName ?? '' },
    box: { ownerOrg: { id: row.ownerOrgId, name: row.ownerOrgName } },
  }));
}
