import { queryNamed } from '@coffer/db';

export type CountUnreadMessagesOptions = { identityId: string; boxIds: string[] };

/**
 * The unread rule (docs/activity.md, "Unread counts"), as a condition on an event row named
 * `event` and the reader's read mark of its box named `mark` (left-joined: null without
 * one), for the reader `reader` (an SQL expression): every message (text or file) after their
 * read mark (all of them without one), not counting their own. Joins, access changes and the
 * box's creation are events a person reads, not messages they have to: "5 unread" meant 3
 * messages. One rule for a page of boxes (countUnreadMessages) and for a single box's record
 * (load-box-record.ts).
 */
export function unreadMessageCondition(event: string, mark: string, reader: string): string {
  return `${event}."createdAt" > COALESCE(${mark}."lastReadAt", '-infinity'::timestamptz)
      AND ${event}."type" IN ('msg.text', 'msg.file')
      AND ${event}."senderIdentityId" IS DISTINCT FROM ${reader}`;
}

const COUNT_UNREAD_MESSAGES = `
  SELECT e."boxId", count(*)::int AS unread
  FROM "BoxEvent" e
  LEFT JOIN "BoxReadMark" m ON m."boxId" = e."boxId" AND m."identityId" = $1::uuid
  WHERE e."boxId" = ANY($2::uuid[]) AND ${unreadMessageCondition('e', 'm', '$1::uuid')}
  GROUP BY e."boxId"`;

/** Per box, the person's unread messages; one query for a page of boxes, boxes with none absent. */
export async function countUnreadMessages({
  identityId,
  boxIds,
}: CountUnreadMessagesOptions): Promise<Map<string, number>> {
  if (boxIds.length === 0) return new Map();
  const rows = await queryNamed<{ boxId: string; unread: number }>(
    { name: 'count-unread-messages', text: COUNT_UNREAD_MESSAGES },
    [identityId, boxIds],
  );
  return new Map(rows.map((row) => [row.boxId, row.unread]));
}
