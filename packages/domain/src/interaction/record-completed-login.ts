import { getDb, queryNamed, type NamedStatement } from '@coffer/db';
import type { SucceededAttempts } from '../authn-methods';
import type { NewProviderSession } from '../oidc/provider-session/new-provider-session';
import { hashSecret } from '../secrets/hash-secret';
import { reportSecurityEvent } from '../activity/report-security-event';
import { queueBackchannelLogouts } from '../oidc/logout/queue-backchannel-logouts';
import { challengeMovedOn } from './challenge-moved-on';

type CompletionRow = { sessionId: string; newBrowser: boolean; endedSessionId: string | null };

// $1 the challenge, $2 the identity, $3 now, $4 the previous session's hash (null: none),
// $5–$9 the new session, $10 the consent challenge, $11 completedAt, $12–$14 the lockout
// rows to clear (identities, methods, sources; empty arrays clear nothing).
//
// The session starts only if the challenge is still this identity's, unexpired and not yet
// authenticated, in the same statement: a challenge switched to another identity meanwhile
// gets no session at all, and the failure series end only with the login they belong to.
// A step-up's source session must still be live (locked against a sign-out at the same
// moment): signed out, the methods it carried prove nothing.
const RECORD_COMPLETED_LOGIN_SQL = `
  WITH "challenge" AS (
    SELECT "id", "browserKeyHash" FROM "LoginChallenge"
    WHERE "id" = $1::text AND "identityId" = $2::uuid
      AND "sessionId" IS NULL AND "completedAt" IS NULL AND "expiresAt" > $3::timestamptz
      AND ("stepUpFromSessionId" IS NULL OR EXISTS (
        SELECT FROM "ProviderSession" AS "source"
        WHERE "source"."id" = "LoginChallenge"."stepUpFromSessionId"
          AND "source"."revokedAt" IS NULL AND "source"."expiresAt" > $3::timestamptz
        FOR SHARE
      ))
    FOR UPDATE
  ), "cleared" AS (
    UPDATE "AuthMethodLockout"
    SET "consecutiveFailures" = 0, "lockCount" = 0, "lockedUntil" = NULL,
        "updatedAt" = $3::timestamptz
    WHERE ("identityId", "method", "source") IN (
      SELECT * FROM unnest($12::uuid[], $13::text[], $14::text[])
    ) AND EXISTS (SELECT FROM "challenge")
  ), "seen" AS (
    SELECT EXISTS (SELECT FROM "KnownBrowser" WHERE "identityId" = $2::uuid) AS "before"
  ), "known" AS (
    INSERT INTO "KnownBrowser" ("identityId", "browserKeyHash", "lastSignInAt")
    SELECT $2::uuid, "browserKeyHash", $8::timestamptz FROM "challenge"
    ON CONFLICT ("identityId", "browserKeyHash") DO UPDATE
      SET "lastSignInAt" = EXCLUDED."lastSignInAt"
    RETURNING (xmax = 0) AS "inserted"
  ), "previous" AS (
    UPDATE "ProviderSession" SET "revokedAt" = $8::timestamptz,
      -- No relying party to tell (none with a back channel got an ID token in it): marked
      -- told at once, so that the login needs no second transaction and no sweep looks again.
      "logoutQueuedAt" = CASE WHEN EXISTS (
        SELECT FROM "AuthorizationCode" "code"
        JOIN "OAuthClient" "client" ON "client"."id" = "code"."clientId"
        WHERE "code"."sessionId" = "ProviderSession"."id"
          AND "client"."backchannelLogoutUri" IS NOT NULL
          AND EXISTS (SELECT FROM "AccessToken" WHERE "authorizationCodeId" = "code"."id")
      ) THEN "logoutQueuedAt" ELSE $8::timestamptz END
    WHERE "tokenHash" = $4::text AND "revokedAt" IS NULL
      AND EXISTS (SELECT FROM "challenge")
    RETURNING "id", "logoutQueuedAt" IS NULL AS "tell"
  ), "session" AS (
    INSERT INTO "ProviderSession" ("tokenHash", "identityId", "acr", "amr", "authTime",
      "expiresAt", "browserKeyHash")
    SELECT $5::text, $2::uuid, $6::int, $7::text[], $8::timestamptz, $9::timestamptz,
      "browserKeyHash"
    FROM "challenge"
    RETURNING "id"
  )
  UPDATE "LoginChallenge"
  SET "performedAmr" = $7::text[], "sessionId" = "session"."id",
      "authenticatedAt" = $8::timestamptz, "consentChallenge" = $10::text,
      "completedAt" = $11::timestamptz
  FROM "session"
  WHERE "LoginChallenge"."id" = $1::text
  RETURNING "sessionId",
    COALESCE((SELECT "inserted" FROM "known"), false)
      AND (SELECT "before" FROM "seen") AS "newBrowser",
    (SELECT "id" FROM "previous" WHERE "tell") AS "endedSessionId"`;

const RECORD_COMPLETED_LOGIN: NamedStatement = {
  name: 'record-completed-login',
  text: RECORD_COMPLETED_LOGIN_SQL,
};

/**
 * Everything a completed login writes, in one statement and so one commit: the step's
 * verified methods end their failure series, the browser becomes known to this identity's
 * lockout (its failures then count apart from strangers') and a browser it never used before
 * queues a security email, its previous session (if any) ends,
 * the new session starts, and the challenge records it with the performed methods and what
 * comes next (consent, or the code). The relying parties of the session it replaced (a
 * step-up's, a new sign-in's) are told by the back channel (docs/oidc.md).
 *
 * A browser that signed in as this identity before cannot be a new device (known browsers
 * are forgotten only with their identity): its login, most logins, is the statement alone,
 * prepared on the pool. Another browser's runs in a transaction that queues the email with
 * it, so that the email exists if and only if the login committed.
 */
export async function recordCompletedLogin(options: {
  loginChallengeId: string;
  session: NewProviderSession;
  /** The challenge's browser signed in as this identity before (findStepChallenge). */
  browserKnown: boolean;
  previousSessionToken: string | undefined;
  succeeded: SucceededAttempts;
  consentChallenge: string | null;
  completedAt: Date | null;
}): Promise<void> {
  const { session } = options;
  const cleared = options.succeeded.flatMap(({ identityId, method, rows }) =>
    rows.map(({ source }) => ({ identityId, method, source })),
  );
  const values = [
    options.loginChallengeId,
    session.identityId,
    new Date(),
    // No earlier session: a hash no row has, so the first step changes nothing.
    options.previousSessionToken ? hashSecret(options.previousSessionToken) : null,
    session.tokenHash,
    session.acr,
    session.amr,
    session.authTime,
    session.expiresAt,
    options.consentChallenge,
    options.completedAt,
    cleared.map((row) => row.identityId),
    cleared.map((row) => row.method),
    cleared.map((row) => row.source),
  ];
  if (options.browserKnown) {
    const [row] = await queryNamed<CompletionRow>(RECORD_COMPLETED_LOGIN, values);
    if (!row) throw challengeMovedOn();
    // After the statement, so that the common login stays one statement; should the process
    // stop in between, the ended-sessions sweep queues them.
    if (row.endedSessionId !== null) {
      const ended = row.endedSessionId;
      await getDb().$transaction((tx) => queueBackchannelLogouts(tx, { id: ended }));
    }
    // Cannot happen while known browsers are forgotten only with their identity; should that
    // change, the email still goes out, after the login rather than with it.
    if (row.newBrowser)
      await reportSecurityEvent(getDb(), {
        identityId: session.identityId,
        event: 'new_device_sign_in',
      });
    return;
  }
  await getDb().$transaction(async (tx) => {
    const [row] = await queryNamed<CompletionRow>(RECORD_COMPLETED_LOGIN, values, tx);
    if (!row) throw challengeMovedOn();
    if (row.endedSessionId !== null) {
      await queueBackchannelLogouts(tx, { id: row.endedSessionId });
    }
    // Another browser than every earlier one: its owner hears of it (docs/activity.md). The
    // first sign-in of an identity is no news.
    if (row.newBrowser)
      await reportSecurityEvent(tx, {
        identityId: session.identityId,
        event: 'new_device_sign_in',
      });
  });
}
