import type { Prisma } from '@coffer/db';

export type RecordDeletedBoxOptions = { tx: Prisma.TransactionClient; boxId: string };

/**
 * Keeps, in the transaction that deletes a box, who could read it (docs/boxes.md): its
 * creator, the people who joined, and the data subject's identity if there is one. Staff and
 * the organization's token are told by the organization the row keeps.
 */
export async function recordDeletedBox({ tx, boxId }: RecordDeletedBoxOptions): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "DeletedBox" ("id", "ownerOrgId", "readerIdentityIds")
    SELECT b."id", b."ownerOrgId",
           ARRAY(SELECT b."creatorIdentityId" WHERE b."creatorIdentityId" IS NOT NULL
                 UNION SELECT m."identityId" FROM "BoxMember" m WHERE m."boxId" = b."id"
                 UNION SELECT i."id" FROM "Identity" i
                       WHERE i."identifierValue" = b."datatagSubject")
    FROM "Box" b WHERE b."id" = ${boxId}::uuid`;
}
