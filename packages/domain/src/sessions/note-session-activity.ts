import { getDb } from '@coffer/db';
import type { UserCaller } from './caller';
import { networkOf } from './network-of';

export type NoteSessionActivityOptions = {
  caller: UserCaller;
  userAgent: string | null;
  clientIp: string;
};

/**
 * Every request a person's browser makes with its session cookies tells the session's list
 * entry its browser, network and last activity (docs/identities.md#sessions), so a session
 * used only by a third-party site's pages or by a tab that stays open is seen too. One
 * statement, which writes at most once a minute per session: within the minute it finds no
 * row to update. The session is the token's, or older tokens', through their code.
 */
export async function noteSessionActivity({
  caller,
  userAgent,
  clientIp,
}: NoteSessionActivityOptions): Promise<void> {
  await getDb().$executeRaw`
    UPDATE "ProviderSession" AS s
    SET "userAgent" = ${userAgent?.slice(0, 512) ?? null},
        "network" = ${networkOf(clientIp)},
        "lastActiveAt" = now()
    FROM "AccessToken" AS t
    LEFT JOIN "AuthorizationCode" AS c ON c."id" = t."authorizationCodeId"
    WHERE t."id" = ${caller.accessTokenId}::uuid
      AND s."id" = COALESCE(t."sessionId", c."sessionId")
      AND (s."lastActiveAt" IS NULL OR s."lastActiveAt" < now() - interval '1 minute')`;
}
