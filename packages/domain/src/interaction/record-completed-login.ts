import { getDb, Prisma } from '@coffer/db';
import { clearAuthnFailuresStatement, type SucceededAttempts } from '../authn-methods';
import type { NewProviderSession } from '../oidc/provider-session/new-provider-session';
import { hashSecret } from '../secrets/hash-secret';
import { reportSecurityEvent } from '../activity/report-security-event';
import { challengeMovedOn } from './challenge-moved-on';

/**
 * Everything a completed login writes, in one statement and so one commit: the step's
 * verified methods end their failure series, the browser becomes known to this identity's
 * lockout (its failures then count apart from strangers') and a browser it never used before
 * queues a security email, its previous session (if any) ends,
 * the new session starts, and the challenge records it with the performed methods and what
 * comes next (consent, or the code).
 */
export async function recordCompletedLogin(options: {
  loginChallengeId: string;
  session: NewProviderSession;
  previousSessionToken: string | undefined;
  succeeded: SucceededAttempts;
  consentChallenge: string | null;
  completedAt: Date | null;
}): Promise<void> {
  const { session } = options;
  // No earlier session: a hash no row has, so the first step changes nothing.
  const previousHash = options.previousSessionToken
    ? hashSecret(options.previousSessionToken)
    : null;
  const cleared =
    options.succeeded.length > 0
      ? Prisma.sql`"cleared" AS (${clearAuthnFailuresStatement(options.succeeded, session.authTime)}),`
      : Prisma.empty;
  // The session starts only if the challenge is still this identity's and not yet
  // authenticated, in the same statement: a challenge switched to another identity
  // meanwhile gets no session at all. A step-up's source session must still be live (locked
  // against a sign-out at the same moment): signed out, the methods it carried prove nothing.
  const now = new Date();
  await getDb().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ sessionId: string; newBrowser: boolean }[]>`
      WITH ${cleared} "challenge" AS (
        SELECT "id", "browserKeyHash" FROM "LoginChallenge"
        WHERE "id" = ${options.loginChallengeId} AND "identityId" = ${session.identityId}::uuid
          AND "sessionId" IS NULL AND "completedAt" IS NULL
          AND ("stepUpFromSessionId" IS NULL OR EXISTS (
            SELECT 1 FROM "ProviderSession" AS "source"
            WHERE "source"."id" = "LoginChallenge"."stepUpFromSessionId"
              AND "source"."revokedAt" IS NULL AND "source"."expiresAt" > ${now}
            FOR SHARE
          ))
        FOR UPDATE
      ), "seen" AS (
        SELECT EXISTS (
          SELECT 1 FROM "KnownBrowser" WHERE "identityId" = ${session.identityId}::uuid
        ) AS "before"
      ), "known" AS (
        INSERT INTO "KnownBrowser" ("identityId", "browserKeyHash", "lastSignInAt")
        SELECT ${session.identityId}::uuid, "browserKeyHash", ${session.authTime} FROM "challenge"
        ON CONFLICT ("identityId", "browserKeyHash") DO UPDATE
          SET "lastSignInAt" = EXCLUDED."lastSignInAt"
        RETURNING (xmax = 0) AS "inserted"
      ), "previous" AS (
        UPDATE "ProviderSession" SET "revokedAt" = ${session.authTime}
        WHERE "tokenHash" = ${previousHash} AND "revokedAt" IS NULL
          AND EXISTS (SELECT 1 FROM "challenge")
      ), "session" AS (
        INSERT INTO "ProviderSession" ("tokenHash", "identityId", "acr", "amr", "authTime",
          "expiresAt")
        SELECT ${session.tokenHash}, ${session.identityId}::uuid, ${session.acr},
          ${session.amr}::text[], ${session.authTime}, ${session.expiresAt}
        FROM "challenge"
        RETURNING "id"
      )
      UPDATE "LoginChallenge"
      SET "performedAmr" = ${session.amr}::text[], "sessionId" = "session"."id",
          "authenticatedAt" = ${session.authTime}, "consentChallenge" = ${options.consentChallenge},
          "completedAt" = ${options.completedAt}
      FROM "session"
      WHERE "LoginChallenge"."id" = ${options.loginChallengeId}
      RETURNING "sessionId",
        COALESCE((SELECT "inserted" FROM "known"), false)
          AND (SELECT "before" FROM "seen") AS "newBrowser"`;
    if (!row) throw challengeMovedOn();
    // Another browser than every earlier one: its owner hears of it (docs/activity.md). The
    // first sign-in of an identity is no news.
    if (row.newBrowser) await reportSecurityEvent(tx, session.identityId, 'new_device_sign_in');
  });
}
