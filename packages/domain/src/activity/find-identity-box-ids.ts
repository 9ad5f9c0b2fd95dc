import { getDb } from '@coffer/db';

/**
 * The boxes a person is a member of (findBoxAccess's rules: data subject, joined or creator,
 * staff of the owner), for their digest.
 */
export async function findIdentityBoxIds(identity: {
  id: string;
  identifierValue: string;
}): Promise<string[]> {
  const rows = await getDb().$queryRaw<{ id: string }[]>`
    SELECT b."id" FROM "Box" b
    WHERE b."datatagSubject" = ${identity.identifierValue}
      OR EXISTS (SELECT 1 FROM "BoxMember" m
                 WHERE m."boxId" = b."id" AND m."identityId" = ${identity.id}::uuid)
      OR b."ownerOrgId" IN (SELECT o."organizationId" FROM "OrganizationMember" o
                            WHERE o."identityId" = ${identity.id}::uuid)`;
  return rows.map((row) => row.id);
}
