import { z } from 'zod';
import { getEnv } from '../env';

const discovery = z.object({ end_session_endpoint: z.url() });

let endpoint: Promise<string> | undefined;

/** Coffer's end_session_endpoint, from its discovery document (read once). */
function endSessionEndpoint(): Promise<string> {
  endpoint ??= (async () => {
    const response = await fetch(`${getEnv().cofferIssuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`Coffer discovery answered ${response.status}`);
    return discovery.parse(await response.json()).end_session_endpoint;
  })();
  endpoint.catch(() => {
    endpoint = undefined;
  });
  return endpoint;
}

/**
 * RP-initiated logout: Coffer ends its session (and the tokens it gave this app), then
 * sends the browser back to our home page, which must be registered with the client
 * (`--post-logout-redirect-uri`). The ID token names the client.
 */
export async function cofferEndSessionUrl(idToken: string): Promise<string> {
  const url = new URL(await endSessionEndpoint());
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', `${getEnv().origin}/`);
  return url.toString();
}
