import { queryNamed } from '@coffer/db';

// The identity's account, or the identity alone when it has none.
const OWN_LEVEL_SQL = `
  WITH "circle" AS (
    SELECT i."id" FROM "Identity" i
    WHERE i."id" = $1::uuid
       OR i."accountId" = (SELECT "accountId" FROM "Identity" WHERE "id" = $1::uuid)
  )
  SELECT EXISTS (SELECT FROM "WebauthnCredential" WHERE "identityId" IN (SELECT "id" FROM "circle"))
      OR EXISTS (SELECT FROM "TotpSecret" WHERE "identityId" IN (SELECT "id" FROM "circle")
                   AND "confirmedAt" IS NOT NULL) AS "hasSecondMethod"`;

/**
 * The account's own level (docs/authentication.md#the-accounts-own-level): 2 when the
 * identity, or any identity of its account, has a passkey or a confirmed authenticator app,
 * else 1. It is what signing in as this person can prove, so a session below it holds less
 * than the person set up: a mailbox alone, when they have a second method.
 */
export async function findOwnLevel(identityId: string): Promise<1 | 2> {
  const rows = await queryNamed<{ hasSecondMethod: boolean }>(
    { name: 'find-own-level', text: OWN_LEVEL_SQL },
    [identityId],
  );
  return rows[0]?.hasSecondMethod ? 2 : 1;
}
