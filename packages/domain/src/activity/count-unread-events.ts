import { getDb } from '@coffer/db';

export type CountUnreadEventsOptions = { identityId: string; boxIds: string[] };

/**
 * Per box, the events since the person last acknowledged it (docs/activity.md, "Unread
 * counts"): every event after their read mark (all of them without one), not counting their
 * own. One query for a page of boxes; boxes with nothing unread are absent.
 */
export async function countUnreadEvents({
  identityId,
  boxIds,
}: CountUnreadEventsOptions): Promise<Map<string, number>> {
  if (boxIds.length === 0) return new Map();
  const rows = await getDb().$queryRaw<{ boxId: string; unread: number }[]>`
    SELECT e."boxId", count(*)::int AS unread
    FROM "BoxEvent" e
    LEFT JOIN "BoxReadMark" m ON m."boxId" = e."boxId" AND m."identityId" = ${identityId}::uuid
    WHERE e."boxId" = ANY(${boxIds}::uuid[])
      AND e."createdAt" > COALESCE(m."lastReadAt", '-infinity'::timestamptz)
      AND e."senderIdentityId" IS DISTINCT FROM ${identityId}::uuid
    GROUP BY e."boxId"`;
  return new Map(rows.map((row) => [row.boxId, row.unread]));
}
