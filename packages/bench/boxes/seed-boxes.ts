import { getDb } from '@coffer/db';

/**
 * Set-based seed: `boxCount` boxes of the organization (one `create` event each, a thousand
 * data subjects, newest created last) and `messageCount` messages in `messageBox`, half
 * from the organization and half from the data subject, one in ten a file. Event times are
 * strictly increasing per box, as appendBoxEvent keeps them.
 */
export async function seedBoxes(options: {
  organizationId: string;
  datatagId: string;
  publicKey: string;
  boxCount: number;
  messageBox: string;
  subjectIdentityId: string;
  messageCount: number;
}): Promise<void> {
  const db = getDb();
  const { organizationId, datatagId, publicKey, boxCount, messageBox, subjectIdentityId } = options;
  await db.$executeRaw`
    INSERT INTO "Box" ("id", "title", "ownerOrgId", "datatagId", "datatagSubject", "publicKey",
                       "createdAt", "lastEventAt", "eventsCount")
    SELECT gen_random_uuid(), 'Box ' || i, ${organizationId}::uuid, ${datatagId}::uuid,
           'subject-' || (i % 1000) || '@bench.test', ${publicKey},
           at, at, 1
    FROM generate_series(1, ${boxCount}::int) AS i,
         LATERAL (SELECT now() - make_interval(secs => (${boxCount}::int - i) / 1000.0) AS at) AS t`;
  await db.$executeRaw`
    INSERT INTO "BoxEvent" ("id", "boxId", "type", "senderOrgId", "createdAt")
    SELECT gen_random_uuid(), "id", 'create', "ownerOrgId", "createdAt"
    FROM "Box" WHERE "ownerOrgId" = ${organizationId}::uuid AND "id" <> ${messageBox}::uuid`;
  await db.$executeRaw`
    INSERT INTO "BoxEvent" ("id", "boxId", "type", "senderOrgId", "senderIdentityId", "content",
                            "createdAt")
    SELECT gen_random_uuid(), ${messageBox}::uuid,
           (CASE WHEN i % 10 = 0 THEN 'msg.file' ELSE 'msg.text' END)::"BoxEventType",
           CASE WHEN i % 2 = 0 THEN ${organizationId}::uuid END,
           CASE WHEN i % 2 = 1 THEN ${subjectIdentityId}::uuid END,
           jsonb_build_object('encrypted', repeat('A', 300), 'public_key', ${publicKey}::text),
           b."lastEventAt" + make_interval(secs => i / 1000.0)
    FROM generate_series(1, ${options.messageCount}::int) AS i,
         (SELECT "lastEventAt" FROM "Box" WHERE "id" = ${messageBox}::uuid) AS b`;
  await db.$executeRaw`
    UPDATE "Box" SET
      "lastEventAt" = (SELECT max("createdAt") FROM "BoxEvent" WHERE "boxId" = ${messageBox}::uuid),
      "eventsCount" = (SELECT count(*) FROM "BoxEvent" WHERE "boxId" = ${messageBox}::uuid)
    WHERE "id" = ${messageBox}::uuid`;
  await db.$executeRawUnsafe('VACUUM ANALYZE');
  // Written out now, so that no checkpoint of the seed falls inside the measurements.
  await db.$executeRawUnsafe('CHECKPOINT');
}
