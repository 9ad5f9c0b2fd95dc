import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { postWebhook } from '../../webhooks/post-webhook';
import { mintLogoutToken } from './mint-logout-token';

// A relying party answers a logout at once (Back-Channel Logout 1.0 §2.8); a slow one is
// tried again later rather than holding a worker.
const BACKCHANNEL_TIMEOUT_MS = 5_000;

export type BackchannelLogout = { clientId: string; identityId: string; sessionId: string };

/**
 * The `backchannel-logout` job (docs/oidc.md#logout-relying-parties-hear-about): POSTs a
 * logout token to the client's backchannel_logout_uri as a form (§2.5), through the webhooks'
 * guarded POST: no redirect followed, a short timeout, public addresses only unless
 * WEBHOOK_PRIVATE_NETWORKS allows others, the address checked being the one connected to.
 * A 2xx answer delivers it; anything else is thrown, for the queue to retry with back-off.
 * A client that removed its URI (or was deleted) since is not told.
 */
export async function deliverBackchannelLogout(logout: BackchannelLogout): Promise<void> {
  const client = await getDb().oAuthClient.findUnique({
    where: { id: logout.clientId },
    select: { backchannelLogoutUri: true, idTokenSignedResponseAlg: true },
  });
  if (!client?.backchannelLogoutUri) return;
  const logoutToken = await mintLogoutToken({ ...logout, alg: client.idTokenSignedResponseAlg });
  const outcome = await postWebhook(
    client.backchannelLogoutUri,
    new URLSearchParams({ logout_token: logoutToken }).toString(),
    { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Coffer-Logout' },
    {
      timeoutMs: BACKCHANNEL_TIMEOUT_MS,
      privateNetworks: getEnv().activity.webhookPrivateNetworks,
    },
  );
  const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  if (!delivered) {
    throw new Error(`back-channel logout to client ${logout.clientId}: ${outcome.error}`);
  }
}
