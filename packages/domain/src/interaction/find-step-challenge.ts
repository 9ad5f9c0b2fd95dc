import { getDb } from '@coffer/db';
import { availableAmrsOf, availableMethodColumns, type AvailableMethods } from '../authn-methods';
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
  authenticatedAt: Date | null;
  expiresAt: Date;
  completedAt: Date | null;
  browserKeyHash: string;
} & AvailableMethods;

/**
 * The login challenge a step acts on, its client, its identity and that identity's
 * available methods, in one statement (every step needs all of them). Refused like
 * findActiveChallenge.
 */
export async function findStepChallenge({
  loginChallenge,
  browserKey,
}: {
  loginChallenge: string;
  browserKey: string | undefined;
}) {
  const [row] = await getDb().$queryRaw<StepChallengeRow[]>`
    SELECT "challenge"."id", "challenge"."clientId", "client"."isOwn" AS "clientIsOwn",
           "challenge"."identityId", "challenge"."sessionId", "challenge"."scopes",
           "challenge"."prompt", "challenge"."requiredAcr", "challenge"."performedAmr",
           "challenge"."authenticatedAt", "challenge"."expiresAt", "challenge"."completedAt",
           "challenge"."browserKeyHash", "challenge"."stepUpFromSessionId",
           EXISTS (
             SELECT 1 FROM "ProviderSession" AS "source"
             WHERE "source"."id" = "challenge"."stepUpFromSessionId"
               AND "source"."revokedAt" IS NULL AND "source"."expiresAt" > ${new Date()}
           ) AS "stepUpSourceLive",
           ${availableMethodColumns}
    FROM "LoginChallenge" AS "challenge"
    JOIN "OAuthClient" AS "client" ON "client"."id" = "challenge"."clientId"
    LEFT JOIN "Identity" AS "identity" ON "identity"."id" = "challenge"."identityId"
    WHERE "challenge"."id" = ${loginChallenge}`;
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
    /** A step-up whose source session was signed out or ended: its carried methods count no more. */
    stepUpSourceEnded: challenge.stepUpFromSessionId !== null && !challenge.stepUpSourceLive,
    /** Set on a step-up: when the methods it starts with were performed. */
    authenticatedAt: challenge.authenticatedAt,
    availableAmrs: challenge.identityId === null ? [] : availableAmrsOf(challenge),
  };
}

export type StepChallenge = Awaited<ReturnType<typeof findStepChallenge>>;
