import { getDb } from '@coffer/db';

export type NewMessages = { boxId: string; count: number; newest: Date };

/**
 * Per box, the messages (msg.text, msg.file) a person has neither read (acknowledged) nor
 * been emailed about, not counting their own: what an activity email tells them.
 */
export async function countNewMessages(
  identityId: string,
  boxIds: string[],
): Promise<NewMessages[]> {
  if (boxIds.length === 0) return [];
  return getDb().$queryRaw<NewMessages[]>`
    SELECT e."boxId", count(*)::int AS "count", max(e."createdAt") AS "newest"
    FROM "BoxEvent" e
    LEFT JOIN "BoxReadMark" m ON m."boxId" = e."boxId" AND m."identityId" = ${identityId}::uuid
    WHERE e."boxId" = ANY(${boxIds}::uuid[])
      AND e."type" IN ('msg.text', 'msg.file')
      AND e."deletedAt" IS NULL
      AND e."createdAt" > GREATEST(
        COALESCE(m."lastReadAt", '-infinity'::timestamptz),
        COALESCE(m."lastEmailedAt", '-infinity'::timestamptz))
      AND e."senderIdentityId" IS DISTINCT FROM ${identityId}::uuid
    GROUP BY e."boxId"`;
}

/** Records that a person was emailed about a box up to `newest` (never moving back). */
export async function markEmailed(identityId: string, boxId: string, newest: Date): Promise<void> {
  await getDb().$executeRaw`
    INSERT INTO "BoxReadMark" ("boxId", "identityId", "lastEmailedAt")
    VALUES (${boxId}::uuid, ${identityId}::uuid, ${newest})
    ON CONFLICT ("boxId", "identityId") DO UPDATE
      SET "lastEmailedAt" = GREATEST("BoxReadMark"."lastEmailedAt", EXCLUDED."lastEmailedAt")`;
}
