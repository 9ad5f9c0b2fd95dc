import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { sessionSid } from './session-sid';

/**
 * Front-Channel Logout 1.0 (docs/oidc.md#logout-relying-parties-hear-about): the
 * frontchannel_logout_uri of each client that got an ID token in the ended session, with
 * `iss` and the client's `sid` of it in the query (§2: both or neither; always both, which
 * satisfies frontchannel_logout_session_required), for the sign-out page to load in iframes.
 */
export async function listFrontchannelLogouts(sessionId: string): Promise<string[]> {
  const signIns = await getDb().authorizationCode.findMany({
    where: {
      sessionId,
      accessTokens: { some: {} },
      client: { frontchannelLogoutUri: { not: null } },
    },
    select: { clientId: true, client: { select: { frontchannelLogoutUri: true } } },
    distinct: ['clientId'],
  });
  return signIns.flatMap(({ clientId, client }) => {
    if (client.frontchannelLogoutUri === null) return [];
    const url = new URL(client.frontchannelLogoutUri);
    url.searchParams.set('iss', getEnv().appOrigin);
    url.searchParams.set('sid', sessionSid(sessionId, clientId));
    return [url.toString()];
  });
}
