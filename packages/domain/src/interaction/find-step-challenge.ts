import { queryNamed } from '@coffer/db';
import {
  availableAmrsOf,
  AVAILABLE_METHOD_COLUMNS_SQL,
  type AvailableMethods,
} from '../authn-methods';
import { toPasswordUnlockerParams } from '../key-storage/password-unlocker-params';
import { assertChallengeActive } from './find-active-challenge';

type StepChallengeRow = {
  id: string;
  clientId: string;
  clientIsOwn: boolean;
  identityId: string | null;
  sessionId: string | null;
  scopes: string[];
  prompt: string[];
  requiredAcr: number;
  performedAmr: string[];
  stepUpFromSessionId: string | null;
  stepUpSourceLive: boolean;
  browserKnown: boolean;
  passwordHash: string | null;
  passwordUnlocker: { id: string; kek_params: unknown } | null;
  authenticatedAt: Date | null;
  expiresAt: Date;
  completedAt: Date | null;
  browserKeyHash: string;
} & AvailableMethods;

// Every parameter is cast: PostgreSQL infers no type for a parameter in a SELECT list.
const FIND_STEP_CHALLENGE_SQL = `
  SELECT "challenge"."id", "challenge"."clientId", "client"."isOwn" AS "clientIsOwn",
         "challenge"."identityId", "challenge"."sessionId", "challenge"."scopes",
         "challenge"."prompt", "challenge"."requiredAcr", "challenge"."performedAmr",
         "challenge"."authenticatedAt", "challenge"."expiresAt", "challenge"."completedAt",
         "challenge"."browserKeyHash", "challenge"."stepUpFromSessionId",
         EXISTS (
           SELECT FROM "ProviderSession" AS "source"
           WHERE "source"."id" = "challenge"."stepUpFromSessionId"
             AND "source"."revokedAt" IS NULL AND "source"."expiresAt" > $2::timestamptz
         ) AS "stepUpSourceLive",
         EXISTS (
           SELECT FROM "KnownBrowser" AS "known"
           WHERE "known"."identityId" = "challenge"."identityId"
             AND "known"."browserKeyHash" = "challenge"."browserKeyHash"
         ) AS "browserKnown",
         (SELECT "account"."passwordHash" FROM "Account" AS "account"
          WHERE $3::boolean AND "account"."id" = "identity"."accountId") AS "passwordHash",
         (SELECT json_build_object('id', "unlocker"."id", 'kek_params', "unlocker"."kekParams")
          FROM "Unlocker" AS "unlocker"
          WHERE $3::boolean AND "client"."isOwn" AND "unlocker"."kind" = 'password'
            AND "unlocker"."accountId" = "identity"."accountId") AS "passwordUnlocker",
         ${AVAILABLE_METHOD_COLUMNS_SQL}
  FROM "LoginChallenge" AS "challenge"
  JOIN "OAuthClient" AS "client" ON "client"."id" = "challenge"."clientId"
  LEFT JOIN "Identity" AS "identity" ON "identity"."id" = "challenge"."identityId"
  WHERE "challenge"."id" = $1::text`;

/**
 * The login challenge a step acts on, its client, its identity and that identity's
 * available methods, in one prepared statement (every step needs all of them; a password
 * login is many people's sign-in, packages/bench/README.md). Refused like
 * findActiveChallenge. The account's password hash is read only for the step that checks a
 * password: the step that answers with its parameters never holds it.
 */
export async function findStepChallenge({
  loginChallenge,
  browserKey,
  withPasswordHash,
}: {
  loginChallenge: string;
  browserKey: string | undefined;
  withPasswordHash: boolean;
}) {
  const rows = await queryNamed<StepChallengeRow>(
    { name: 'find-step-challenge', text: FIND_STEP_CHALLENGE_SQL },
    [loginChallenge, new Date(), withPasswordHash],
  );
  const row = rows[0];
  const challenge = assertChallengeActive(row ?? null, 'login_challenge', browserKey);
  return {
    id: challenge.id,
    client: { id: challenge.clientId, isOwn: challenge.clientIsOwn },
    // The identity's row goes with the challenge (deleting one deletes the other).
    identity:
      challenge.identityId === null
        ? null
        : { id: challenge.identityId, accountId: challenge.accountId },
    identityId: challenge.identityId,
    sessionId: challenge.sessionId,
    scopes: challenge.scopes,
    prompt: challenge.prompt,
    requiredAcr: challenge.requiredAcr,
    performedAmr: challenge.performedAmr,
    /** It goes on from a session of this browser (a step-up, or a re-proof). */
    isStepUp: challenge.stepUpFromSessionId !== null,
    /** A step-up whose source session was signed out or ended: its carried methods count no more. */
    stepUpSourceEnded: challenge.stepUpFromSessionId !== null && !challenge.stepUpSourceLive,
    /** Set on a step-up: when the methods it starts with were performed. */
    authenticatedAt: challenge.authenticatedAt,
    availableAmrs: challenge.identityId === null ? [] : availableAmrsOf(challenge),
    /**
     * This browser signed in as the identity before: completing the login cannot make it a
     * new device (known browsers are forgotten only with their identity).
     */
    browserKnown: challenge.browserKnown,
    /** Only when asked for (withPasswordHash): then null without an account or password. */
    passwordHash: withPasswordHash ? challenge.passwordHash : undefined,
    /**
     * With the password hash, for Coffer's own client only: the account's password unlocker
     * (docs/key-model.md#what-the-pages-do), told once the password is proved.
     */
    passwordUnlocker:
      withPasswordHash && challenge.passwordUnlocker !== null
        ? toPasswordUnlockerParams(challenge.passwordUnlocker)
        : null,
  };
}

export type StepChallenge = Awaited<ReturnType<typeof findStepChallenge>>;
